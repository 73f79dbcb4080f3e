"use client";

import { useRef, useState, type BaseSyntheticEvent, type ChangeEvent } from "react";
import type { $ZodType } from "zod/v4/core";

type Values = Record<string, string | boolean | undefined>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type FormErrors<T> = Partial<Record<keyof T & string, { message?: string }>>;

/** Loads a form's zod schema on first use (the same module its server action validates with). */
export type SchemaLoader = () => Promise<$ZodType>;

/**
 * A small form hook for the account pages' forms (docs/architecture.md §7): uncontrolled inputs, the shared zod
 * schema loaded at the form's first focus instead of with the page, errors shown after the first submit and
 * re-checked as the visitor types, the first invalid field focused. It answers the calls of react-hook-form these
 * forms make (`register`, `handleSubmit`, `formState.errors`, `getValues`, `reset`, `setError`, `setFocus`), in
 * about 1 KB instead of 13 KB.
 */
export function useSchemaForm<T extends Values>({
  schema,
  defaultValues,
}: {
  schema: SchemaLoader;
  defaultValues: T;
}) {
  const elements = useRef(new Map<string, FieldElement>());
  const defaults = useRef(defaultValues);
  /** What unmounted fields last held, so a form shown again (after "use a different e-mail") keeps them. */
  const detached = useRef<Values>({});
  const submitted = useRef(false);
  const loaded = useRef<Promise<$ZodType> | null>(null);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  // One set of props per field, so React keeps the same ref callback from render to render.
  const registered = useRef(new Map<string, ReturnType<typeof fieldProps>>());

  const load = () => {
    loaded.current ??= schema().catch((error: unknown) => {
      loaded.current = null; // retried at the next use
      throw error;
    });
    return loaded.current;
  };

  function read(): T {
    const values: Values = { ...defaults.current, ...detached.current };
    for (const [name, element] of elements.current) {
      values[name] = valueOf(element);
    }
    return values as T;
  }

  async function validate(values: T): Promise<{ data?: T; errors: FormErrors<T> }> {
    const result = await (await load())["~standard"].validate(values);
    if (!("issues" in result) || !result.issues) return { data: result.value as T, errors: {} };
    const found: FormErrors<T> = {};
    for (const issue of result.issues) {
      const name = String(
        issue.path?.[0] && typeof issue.path[0] === "object" ? issue.path[0].key : issue.path?.[0],
      );
      found[name as keyof T & string] ??= { message: issue.message };
    }
    return { errors: found };
  }

  const valueOf = (element: FieldElement) =>
    element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;

  function fill(values: Partial<T>) {
    for (const [name, element] of elements.current) {
      if (!(name in values)) continue;
      const value = values[name];
      if (element instanceof HTMLInputElement && element.type === "checkbox")
        element.checked = Boolean(value);
      else element.value = typeof value === "string" ? value : "";
    }
  }

  const setFocus = (name: keyof T & string) => elements.current.get(name)?.focus();

  function fieldProps(name: keyof T & string) {
    return {
      name,
      ref(element: FieldElement | null) {
        const current = elements.current.get(name);
        if (!element) {
          if (current) detached.current[name] = valueOf(current);
          elements.current.delete(name);
          return;
        }
        if (current !== element) {
          elements.current.set(name, element);
          const value = name in detached.current ? detached.current[name] : defaults.current[name];
          fill({ [name]: value } as Partial<T>);
        }
      },
      async onChange(event: ChangeEvent<FieldElement>) {
        // Like react-hook-form: after the first submit, the changed field's message follows what is typed.
        if (!submitted.current) return;
        const { errors: found } = await validate(read());
        const field = event.target.name as keyof T & string;
        setErrors((current) => ({ ...current, [field]: found[field] }));
      },
    };
  }

  return {
    register(name: keyof T & string) {
      let props = registered.current.get(name);
      if (!props) registered.current.set(name, (props = fieldProps(name)));
      return props;
    },
    handleSubmit(onValid: (values: T) => void | Promise<void>) {
      return async (event?: BaseSyntheticEvent) => {
        event?.preventDefault();
        submitted.current = true;
        const { data, errors: found } = await validate(read());
        setErrors(found);
        const first = [...elements.current.keys()].find((name) => found[name as keyof T & string]);
        if (first) setFocus(first as keyof T & string);
        if (data) await onValid(data);
      };
    },
    formState: { errors },
    getValues: ((name?: keyof T & string) => (name ? read()[name] : read())) as {
      (): T;
      <K extends keyof T & string>(name: K): T[K];
    },
    reset(values?: Partial<T>) {
      if (values) defaults.current = { ...defaults.current, ...values };
      detached.current = {};
      submitted.current = false;
      fill(defaults.current);
      setErrors({});
    },
    setError(name: keyof T & string, error: { type?: string; message?: string }) {
      setErrors((current) => ({ ...current, [name]: { message: error.message } }));
    },
    setFocus,
    /** Starts loading the schema (put on the form's onFocus), so the first submit rarely waits. */
    preload() {
      load().catch(() => {});
    },
  };
}

export type SchemaForm<T extends Values> = ReturnType<typeof useSchemaForm<T>>;
