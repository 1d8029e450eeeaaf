/**
 * Where a page's main thread spends its time, from a Chromium performance trace recorded over
 * CDP (the categories DevTools' Performance panel records). Each trace event's self time (its
 * duration less its children's) on the renderer's main thread is added to one of a few kinds
 * (script, style, layout, paint, compositing, parse HTML, other), and the paints are listed with
 * the element that owns each painted layer, so a cost can be traced to its element.
 */
import type { CDPSession } from "@playwright/test";

export const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
  "loading",
  "v8.execute",
];

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: unlike dur, it does not grow when other processes take the CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
};

export type Breakdown = Record<(typeof kinds)[number], number>;
/** Kinds of main-thread work, and raster: painting the recorded layers into tiles, on raster threads. */
export const kinds = ["script", "style", "layout", "paint", "compositing", "parseHTML", "other", "raster"] as const;

/** The kind of work a trace event stands for, by its name. */
function kindOf(name: string): (typeof kinds)[number] {
  if (
    /^(EvaluateScript|FunctionCall|v8\.|V8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|V8Execute)/.test(
      name,
    )
  )
    return "script";
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/.test(name))
    return "style";
  if (/^(Layout|UpdateLayout|IntersectionObserverController|HitTest)/.test(name)) return "layout";
  if (/^(Paint|PrePaint|PaintImage|Decode|ImageDecodeTask)/.test(name)) return "paint";
  if (/^(Layerize|UpdateLayer|Commit|CompositeLayers|UpdateLayerTree|ScrollLayer)/.test(name)) return "compositing";
  if (name === "ParseHTML") return "parseHTML";
  return "other";
}

/** Starts recording a trace on the page's CDP session. */
export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: traceCategories, recordMode: "recordAsMuchAsPossible" },
    transferMode: "ReportEvents",
  });
}

/** Stops the trace and returns its events. */
export async function stopTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const onData = ({ value }: { value: object[] }) => events.push(...(value as unknown as TraceEvent[]));
  cdp.on("Tracing.dataCollected", onData);
  const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.end");
  await done;
  cdp.off("Tracing.dataCollected", onData);
  return events;
}

/** The renderer main thread that parsed a document from this origin. */
export function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const parse = events.find(
    (event) =>
      event.name === "ParseHTML" &&
      String((event.args?.beginData as { url?: string } | undefined)?.url ?? "").startsWith(origin),
  );
  if (!parse) throw new Error(`No document from ${origin} was parsed in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

type Paint = { ms: number; nodeId?: number; width: number; height: number };

/**
 * The self time (thread CPU time, so that a busy machine inflates it less) of each kind of work on a main thread (mainThread(), or the thread of a known
 * event) between two trace timestamps (µs), the time of the raster threads of its process, and
 * the paints in that window, longest first.
 */
export function breakdown(
  events: TraceEvent[],
  { pid, tid }: { pid: number; tid: number },
  from: number,
  to: number,
): { kinds: Breakdown; paints: Paint[] } {
  const complete = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined)
    .filter((e) => e.ts < to && e.ts + e.dur! > from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const result = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Breakdown;
  const paints: Paint[] = [];
  // A stack of open events: each event's time is taken off its parent's self time.
  const stack: { event: TraceEvent; childTime: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, childTime } = stack.pop()!;
      const start = Math.max(event.ts, from);
      const end = Math.min(event.ts + event.dur!, to);
      // CPU time (tdur), the share of it inside the window, less the children's.
      const cpu = ((event.tdur ?? event.dur!) * Math.max(0, end - start)) / Math.max(1, event.dur!);
      const self = Math.max(0, cpu - childTime);
      // RunTask and the like only wrap work: their own time is the scheduler's, counted as other.
      result[kindOf(event.name)] += self / 1000;
      if (stack.length > 0) stack.at(-1)!.childTime += cpu;
      if (event.name === "Paint") {
        const data = event.args?.data as { nodeId?: number; clip?: number[] } | undefined;
        const clip = data?.clip ?? [];
        const xs = clip.filter((_, i) => i % 2 === 0);
        const ys = clip.filter((_, i) => i % 2 === 1);
        paints.push({
          ms: cpu / 1000,
          nodeId: data?.nodeId,
          width: xs.length ? Math.max(...xs) - Math.min(...xs) : 0,
          height: ys.length ? Math.max(...ys) - Math.min(...ys) : 0,
        });
      }
    }
  };
  for (const event of complete) {
    close(event.ts);
    stack.push({ event, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  result.raster = events
    .filter((e) => e.pid === pid && e.ph === "X" && e.name === "RasterTask" && e.ts < to && e.ts + (e.dur ?? 0) > from)
    .reduce(
      (sum, e) =>
        sum + ((e.tdur ?? e.dur!) * (Math.min(e.ts + e.dur!, to) - Math.max(e.ts, from))) / Math.max(1, e.dur!) / 1000,
      0,
    );
  for (const kind of kinds) result[kind] = Math.round(result[kind] * 10) / 10;
  return { kinds: result, paints: paints.sort((a, b) => b.ms - a.ms) };
}

/** "header.sticky" for the element with a trace's node id (a backend node id), or "" when it is gone. */
export async function describeNode(cdp: CDPSession, backendNodeId: number): Promise<string> {
  try {
    const { node } = await cdp.send("DOM.describeNode", { backendNodeId });
    const attributes = node.attributes ?? [];
    const attribute = (name: string) => attributes[attributes.indexOf(name) + 1];
    const id = attributes.includes("id") ? `#${attribute("id")}` : "";
    const classes = attributes.includes("class")
      ? `.${attribute("class")!.trim().split(/\s+/).slice(0, 4).join(".")}`
      : "";
    return `${node.nodeName.toLowerCase()}${id}${classes}`;
  } catch {
    return "";
  }
}
