// The scripted gateway on its own thread, as a real gateway runs on another machine: its timers and its writing of
// replies do not wait for the app's work on the main thread, nor hold it up (bench/letter-request.ts).
import { parentPort, workerData } from "node:worker_threads";
import { startFakeGateway } from "../tests/fakes/fake-gateway.ts";

const { letter, title, delayMs } = workerData as { letter: string; title: string; delayMs: number };
const gateway = await startFakeGateway();
gateway.respond((body) => ({
  kind: "ok",
  content: body.stream ? letter : title,
  firstTokenDelayMs: delayMs,
}));
// Each call's time at the gateway, on the clock both threads share (time origin + now).
gateway.onAnswered = ({ at, answeredAt }) =>
  parentPort!.postMessage({ call: [performance.timeOrigin + at, performance.timeOrigin + answeredAt!] });
parentPort!.postMessage({ baseURL: gateway.baseURL, apiKey: gateway.apiKey });
parentPort!.on("message", async () => {
  await gateway.close();
  parentPort!.postMessage({ closed: true });
});
