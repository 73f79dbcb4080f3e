// A scripted AI gateway for a describe block: started, its key saved (sealed) in the admin settings before the
// tests, and both undone after, each time waiting out the settings cache so other files see no key.
import { LOCAL_APP_ENCRYPTION_KEY } from "../../../local/app-secrets.ts";
import { encryptSecret } from "../../../lib/crypto/secret-box.ts";
import { decodeEncryptionKey } from "../../../lib/env-schema.ts";
import { FAKE_API_KEY, startFakeGateway, type FakeGateway } from "../../fakes/fake-gateway.ts";
import { database } from "./auth.ts";

const API_KEY_SETTING = "ai.openrouter.api_key";
/** lib/settings/ai-settings.ts re-reads the settings at most this often. */
const SETTINGS_CACHE_MS = 5_000;

const waitForSettings = () => new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_MS + 500));

export async function startGatewayWithKey(): Promise<FakeGateway> {
  const gateway = await startFakeGateway({ port: Number(process.env.E2E_GATEWAY_PORT) });
  const key = decodeEncryptionKey(LOCAL_APP_ENCRYPTION_KEY);
  if (!key) throw new Error("the local encryption key does not decode");
  const sealed = JSON.stringify(encryptSecret(FAKE_API_KEY, key));
  await database()`
    insert into public.app_settings (key, value) values (${API_KEY_SETTING}, ${sealed})
    on conflict (key) do update set value = excluded.value`;
  await waitForSettings();
  return gateway;
}

export async function stopGatewayAndForgetKey(gateway: FakeGateway | undefined): Promise<void> {
  await database()`delete from public.app_settings where key = ${API_KEY_SETTING}`;
  await gateway?.close();
  await waitForSettings();
}
