"use strict";
(function () {
const D = JSON.parse(document.getElementById("log-data").textContent);
const H = D.header || {};
const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const ticks = Math.max(1, D.ticks);
const last = ticks - 1;
const fromTimes = (typeof D.frameRateFromTimes === "number" && D.frameRateFromTimes > 0) ? D.frameRateFromTimes : null;
const frameRate = (typeof H.frameRate === "number" && H.frameRate > 0) ? H.frameRate : null;
const rate = frameRate || fromTimes || 60;
const notes = [];
const num = (v) => (typeof v === "number" && isFinite(v)) ? v : null;
const size = (v) => (v && num(v.width) !== null && num(v.height) !== null) ? { w: v.width, h: v.height } : null;
const fmt = (v) => { const r = Math.round(v * 100) / 100; return String(Object.is(r, -0) ? 0 : r); };
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

// ---- Events, in log order -------------------------------------------------
const order = D.order || "";
const count = order.length;
const evCode = new Uint8Array(count), evRef = new Int32Array(count), evTick = new Int32Array(count), evSeq = new Float64Array(count);
const ops = D.ops, kinds = D.kinds, scroll = D.scroll, visible = D.visibleCounts, other = D.other;
// Ops: start positions, ticks (never decreasing) and codes.
const opPos = [], opTickList = [];
for (let p = 0, maxTick = 0; p < ops.length;) {
  const code = ops[p + 1];
  maxTick = Math.max(maxTick, ops[p]);
  opPos.push(p); opTickList.push(maxTick);
  p += (code === 1 || code === 4) ? 5 : 9;
}
const opCount = opPos.length;
// The diffable ids of the ops' elements, by op number (only when the data has ids).
const opId = new Map();
for (let k = 0; k + 1 < (D.opIds || []).length; k += 2) opId.set(D.opIds[k], D.opIds[k + 1]);
const idText = (id) => id === undefined ? "" : " id " + JSON.stringify(id);
const displayOps = [];
for (let i = 0; i < opCount; i++) { const c = ops[opPos[i] + 1]; if (c === 0 || c === 1) displayOps.push(i); }
const jumps = new Map();
for (let i = 0; i + 1 < D.seqJumps.length; i += 2) jumps.set(D.seqJumps[i], D.seqJumps[i + 1]);
{
  let d = 0, s = 0, v = 0, o = 0, seq = -1, tick = 0;
  for (let i = 0; i < count; i++) {
    const c = order.charCodeAt(i);
    seq = jumps.has(i) ? jumps.get(i) : seq + 1;
    evSeq[i] = seq; evCode[i] = c;
    if (c === 68 || c === 69) { const op = displayOps[d]; evRef[i] = op; tick = ops[opPos[op]]; d++; }
    else if (c === 83) { evRef[i] = s; tick = scroll[3 * s]; s++; }
    else if (c === 86) { evRef[i] = v; tick = visible[2 * v]; v++; }
    else { evRef[i] = o; const t = other[o] && other[o].tick; if (Number.isInteger(t)) tick = t; o++; }
    evTick[i] = tick;
  }
}
// The type names of the events stored by code (D, E, S, V); the others keep their record.
const storedTypes = new Map(Object.entries(D.storedTypes || {}).map(([code, type]) => [code.charCodeAt(0), type]));
const typeOf = (i) => {
  const stored = storedTypes.get(evCode[i]);
  if (stored !== undefined) return stored;
  const r = other[evRef[i]];
  return (r && typeof r.type === "string") ? r.type : "(no type)";
};
const eventIndexOfSeq = (seq) => {
  let lo = 0, hi = count;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (evSeq[mid] < seq) lo = mid + 1; else hi = mid; }
  return lo;
};
// The first event index after tick t.
const firstEventAfter = (t) => {
  let lo = 0, hi = count;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (evTick[mid] <= t) lo = mid + 1; else hi = mid; }
  return lo;
};
// opEnd[t]: the number of ops at or before tick t.
const opEnd = new Int32Array(ticks);
for (let t = 0, i = 0; t < ticks; t++) { while (i < opCount && opTickList[i] <= t) i++; opEnd[t] = i; }

// ---- Per-tick series: offset, viewport, content size, inset ----------------
let viewport = size(H.viewport), contentSize = size(H.contentSize);
const insetOf = (v) => v ? { top: num(v.top) || 0, left: num(v.left) || 0, bottom: num(v.bottom) || 0, right: num(v.right) || 0 } : null;
let inset = insetOf(H.contentInset);
if (!viewport) notes.push("The log's header has no viewport: the viewport is not drawn, and the layout is fitted around the displayed elements.");
if (!frameRate) notes.push("The log's header has no frame rate: " + (fromTimes ? fmt(fromTimes) + " Hz, from the events' tick and time fields." : "times assume 60 Hz (no event gives a time after tick 0)."));
if (!inset) notes.push("The log's header has no contentInset: the offset before the first didScroll is taken as (0, 0).");
// The state at the end of each tick, as the log's replay (LogState) gives it:
// computed by scrollsim, not here. A value the log does not record is null.
const series = (name) => { const list = (D.state && D.state[name]) || [], out = new Float64Array(ticks); for (let t = 0; t < ticks; t++) { const v = list[t]; out[t] = (typeof v === "number") ? v : NaN; } return out; };
const offX = series("offsetX"), offY = series("offsetY");
const vpW = series("viewportWidth"), vpH = series("viewportHeight"), csW = series("contentWidth"), csH = series("contentHeight");
const inT = series("insetTop"), inL = series("insetLeft"), inB = series("insetBottom"), inR = series("insetRight");
const insetAt = (t) => isFinite(inT[t]) ? { top: inT[t], left: inL[t], bottom: inB[t], right: inR[t] } : (inset || { top: 0, left: 0, bottom: 0, right: 0 });
const sizeText = (w, h) => (isFinite(w) && isFinite(h)) ? fmt(w) + "×" + fmt(h) : "not recorded";
const insetText = (i) => [i.top, i.left, i.bottom, i.right].map(fmt).join(" ");
let hMotion = false, vMotion = false;
for (let t = 1; t < ticks; t++) { if (offX[t] !== offX[0]) hMotion = true; if (offY[t] !== offY[0]) vMotion = true; }
const horizontal = (hMotion !== vMotion) ? hMotion : (contentSize && viewport ? contentSize.w - viewport.w > contentSize.h - viewport.h : false);
const axis = horizontal ? "x" : "y";
const along = horizontal ? offX : offY;
// Offsets that moved without a motion moving them (a clamp into a new
// scrollable range, a layout switch, a stop at an edge), as scrollsim found them.
const clamps = new Map();
for (const c of D.clamps || []) clamps.set(c.tick, { tick: c.tick, cause: c.cause, from: num(horizontal ? c.fromX : c.fromY), to: num(horizontal ? c.toX : c.toY) });
// Velocity along the axis: the simulator's own release velocity where the log
// has it (willEndDragging); else from the offsets, without the distance a
// clamp moved the offset (the motion's share of the tick only).
const velocity = new Float64Array(ticks);
for (let t = 1; t < ticks; t++) {
  const c = clamps.get(t);
  const to = (c && c.cause !== "edge" && c.from !== null) ? c.from : along[t];
  velocity[t] = (to - along[t - 1]) * rate;
}

// Sticky intervals, paging offsets, steps, drag releases and the ticks where
// frames change (layout, viewport, data, inset), as scrollsim wrote them.
const sticky = (D.pinned || []).map((p) => ({ section: p.section, enter: p.enter, exit: Number.isInteger(p.exit) ? p.exit : null }));
const paging = (D.paging || []).map((p) => ({ tick: p.tick, x: num(p.x) || 0, y: num(p.y) || 0 }));
const steps = (D.steps || []).map((t) => ({ tick: t }));
const releases = [];
for (let i = 0; i + 2 < (D.releases || []).length; i += 3) releases.push({ tick: D.releases[i], v: num(D.releases[i + (axis === "x" ? 1 : 2)]) || 0 });
const releaseAt = new Map(releases.map((r) => [r.tick, r.v]));
for (const [t, v] of releaseAt) if (t > 0 && t < ticks) velocity[t] = v;
// Ticks where the offset jumped rather than moved: a scrollTo or
// scrollToItem without animation (no didEndScrollingAnimation before the
// next step) puts the offset at its target on the step's tick. Offsets over
// a tick there are no speed: the velocity is not plotted there, does not
// scale the plot (a 6,000-pt jump would read 360,000 pt/s), and reads 0.
const offsetJumps = new Uint8Array(ticks);
{
  const stepRecords = other.filter((r) => r && r.type === "step" && Number.isInteger(r.tick));
  const animationEnds = other.filter((r) => r && r.type === "didEndScrollingAnimation" && Number.isInteger(r.tick)).map((r) => r.tick);
  let a = 0;
  for (let i = 0; i < stepRecords.length; i++) {
    const start = stepRecords[i].tick, end = i + 1 < stepRecords.length ? stepRecords[i + 1].tick : ticks;
    while (a < animationEnds.length && animationEnds[a] < start) a++;
    const animated = a < animationEnds.length && animationEnds[a] < end;
    const action = stepRecords[i].action;
    if ((action === "scrollTo" || action === "scrollToItem") && !animated && start > 0 && start < ticks
        && along[start] !== along[start - 1] && !releaseAt.has(start)) {
      offsetJumps[start] = 1;
      velocity[start] = 0;
    }
  }
}
const layoutBreaks = D.layoutBreaks || [];
const pinnedAt = (t) => sticky.filter((s) => s.enter <= t && (s.exit === null || s.exit > t));

// ---- The displayed set at a tick: replay of ops, with checkpoints ----------
const CHECK = 512;
const checkpoints = [];   // state before op CHECK * k
let state = new Map(), position = 0;
const apply = (i, into) => {
  const p = opPos[i], code = ops[p + 1];
  const key = ops[p + 2] + ":" + ops[p + 3] + ":" + ops[p + 4];
  if (code === 1 || code === 4) into.delete(key);
  else into.set(key, { kind: kinds[ops[p + 2]], section: ops[p + 3], item: ops[p + 4], x: ops[p + 5], y: ops[p + 6], w: ops[p + 7], h: ops[p + 8], since: ops[p], id: opId.get(i) });
};
{
  const s = new Map();
  for (let i = 0; i < opCount; i++) { if (i % CHECK === 0) checkpoints.push(new Map(s)); apply(i, s); }
}
// The set at tick t, computed apart from the cached state.
const replayTo = (t) => {
  const end = t < 0 ? 0 : opEnd[Math.min(t, last)], k = Math.floor(end / CHECK);
  const s = new Map(checkpoints[k] || []);
  for (let i = k * CHECK; i < end; i++) apply(i, s);
  return s;
};
const displayedAt = (t) => {
  const end = t < 0 ? 0 : opEnd[Math.min(t, last)];
  if (end < position || end - position > CHECK) {
    const k = Math.floor(end / CHECK);
    state = new Map(checkpoints[k] || []); position = k * CHECK;
  }
  while (position < end) apply(position++, state);
  return state;
};
// Sections displayed over time (for the lanes) and the frame each element was last displayed with.
const sectionIntervals = new Map();   // section -> [[from, to]]
{
  const perSection = new Map(), open = new Map(), s = new Map();
  for (let t = 0, i = 0; t < ticks; t++) {
    while (i < opEnd[t]) {
      const p = opPos[i], code = ops[p + 1], key = ops[p + 2] + ":" + ops[p + 3] + ":" + ops[p + 4], sec = ops[p + 3];
      const had = s.has(key);
      if (code === 1 || code === 4) { if (had) { s.delete(key); perSection.set(sec, perSection.get(sec) - 1); } }
      else if (!had) { s.set(key, 1); perSection.set(sec, (perSection.get(sec) || 0) + 1); }
      i++;
    }
    for (const [sec, n] of perSection) {
      if (n > 0 && !open.has(sec)) open.set(sec, t);
      if (n <= 0 && open.has(sec)) { if (!sectionIntervals.has(sec)) sectionIntervals.set(sec, []); sectionIntervals.get(sec).push([open.get(sec), t]); open.delete(sec); }
    }
  }
  for (const [sec, from] of open) { if (!sectionIntervals.has(sec)) sectionIntervals.set(sec, []); sectionIntervals.get(sec).push([from, ticks]); }
}

// ---- Failures -------------------------------------------------------------
const failures = (D.failures || []).map((f) => {
  const from = Number.isInteger(f.fromSeq) ? eventIndexOfSeq(f.fromSeq) : null;
  const mark = Number.isInteger(f.nearMissSeq) ? f.nearMissSeq : (Number.isInteger(f.eventSeq) ? f.eventSeq : null);
  const markIndex = mark !== null ? eventIndexOfSeq(mark) : null;
  return {
    f, fromIndex: from, markIndex, markSeq: mark,
    fromTick: from !== null ? (from < count ? evTick[from] : last) : null,
    markTick: markIndex !== null && markIndex < count ? evTick[markIndex] : null,
  };
});

// ---- Header ---------------------------------------------------------------
$("title").textContent = (H.scenario || "log") + " — scrollsim view";
$("meta").textContent = D.source + " · " + ticks + " ticks at " + fmt(rate) + " Hz" + (frameRate ? "" : fromTimes ? " (from event times)" : " (assumed)") + " · " + count + " events"
  + (viewport ? " · viewport at start " + fmt(viewport.w) + "×" + fmt(viewport.h) : "")
  + (contentSize ? " · content at start " + fmt(contentSize.w) + "×" + fmt(contentSize.h) : "")
  + (inset ? " · inset at start " + insetText(inset) : "")
  + " · scrolls along " + axis + " · keys: ← → (Shift ×10), PageUp/PageDown (×60), Home/End";
for (const n of notes) { const d = document.createElement("div"); d.className = "warning"; d.textContent = n; $("notes").appendChild(d); }
failures.forEach((x, k) => {
  const d = document.createElement("div"); d.className = "failure";
  const what = x.f.kind === "forbidden" ? "forbidden event occurred" : "expectation never met";
  d.innerHTML = "<b>" + esc(x.f.path) + ": " + what + "</b> ";
  const go = (label, t) => { if (t === null) return; const b = document.createElement("button"); b.textContent = label + " (tick " + t + ")"; b.onclick = () => goTo(t); d.appendChild(b); d.appendChild(document.createTextNode(" ")); };
  if (x.f.kind === "unmet") { go("searched from", x.fromTick); go("near miss", x.markTick); }
  else go("the event", x.markTick);
  const pre = document.createElement("pre"); pre.textContent = x.f.report; d.appendChild(pre);
  $("failures").appendChild(d);
});

// ---- Layout panel (SVG) ---------------------------------------------------
const layout = $("layout");
const LW = 460, LH = 720;
const el = (name, attrs, parent) => { const e = document.createElementNS(SVG, name); for (const k in attrs) e.setAttribute(k, attrs[k]); if (parent) parent.appendChild(e); return e; };
function drawLayout(t, shown) {
  while (layout.firstChild) layout.removeChild(layout.firstChild);
  const ox = offX[t], oy = offY[t];
  const vw = vpW[t], vh = vpH[t];
  const hasViewport = isFinite(vw) && isFinite(vh);
  const elements = Array.from(shown.values());
  // Pinned headers: drawn where the log last put them, moved with the
  // offset since (the log gives their frame only when the set changes).
  const pinned = new Set(pinnedAt(t).map((s) => s.section));
  const drawnFrame = (e) => {
    if (e.kind !== "header" || !pinned.has(e.section)) return e;
    const d = along[t] - along[Math.min(Math.max(e.since, 0), last)];
    return horizontal ? { ...e, x: e.x + d } : { ...e, y: e.y + d };
  };
  // The window: the viewport and about half a viewport around it.
  let a0, a1, c0, c1;
  if (hasViewport) {
    const vl = horizontal ? vw : vh, o = horizontal ? ox : oy;
    a0 = o - 0.5 * vl; a1 = o + 1.5 * vl;
    c0 = Math.min(0, horizontal ? oy : ox); c1 = Math.max(horizontal ? vh : vw, (horizontal ? csH[t] : csW[t]) || 0);
  } else {
    a0 = Infinity; a1 = -Infinity; c0 = 0; c1 = 1;
    for (const e of elements) {
      a0 = Math.min(a0, horizontal ? e.x : e.y); a1 = Math.max(a1, horizontal ? e.x + e.w : e.y + e.h);
      c1 = Math.max(c1, horizontal ? e.y + e.h : e.x + e.w);
    }
    if (!isFinite(a0)) { a0 = 0; a1 = 1; }
    const pad = (a1 - a0) * 0.25; a0 -= pad; a1 += pad;
  }
  const alongPx = horizontal ? LW - 20 : LH - 20, crossPx = horizontal ? LH - 20 : LW - 20;
  const scale = Math.min(alongPx / Math.max(a1 - a0, 1), crossPx / Math.max(c1 - c0, 1));
  const px = (x, y) => horizontal ? [10 + (x - a0) * scale, 10 + (y - c0) * scale] : [10 + (x - c0) * scale, 10 + (y - a0) * scale];
  const rect = (f, attrs, parent) => { const [x, y] = px(f.x, f.y); return el("rect", { x: x.toFixed(2), y: y.toFixed(2), width: Math.max(f.w * scale, 0.5).toFixed(2), height: Math.max(f.h * scale, 0.5).toFixed(2), ...attrs }, parent); };
  const clip = el("clipPath", { id: "window" }, el("defs", {}, layout));
  el("rect", { x: 10, y: 10, width: horizontal ? (a1 - a0) * scale : (c1 - c0) * scale, height: horizontal ? (c1 - c0) * scale : (a1 - a0) * scale }, clip);
  const root = el("g", { "clip-path": "url(#window)" }, layout);
  el("rect", { x: 10, y: 10, width: horizontal ? (a1 - a0) * scale : (c1 - c0) * scale, height: horizontal ? (c1 - c0) * scale : (a1 - a0) * scale, fill: "#f4f4f4", stroke: "#ccc" }, root);
  // Content bounds, and the content inset around them, as they are at the tick.
  const ins = insetAt(t);
  if (isFinite(csW[t]) && isFinite(csH[t])) {
    if (ins.top || ins.left || ins.bottom || ins.right) {
      rect({ x: -ins.left, y: -ins.top, w: csW[t] + ins.left + ins.right, h: csH[t] + ins.top + ins.bottom }, { fill: "#e6f4ea", stroke: "#2b8a3e", "stroke-dasharray": "4 3", id: "inset" }, root);
    }
    rect({ x: 0, y: 0, w: csW[t], h: csH[t] }, { fill: "#fff", stroke: "#bbb", "stroke-dasharray": "2 2", id: "content" }, root);
  }
  // The neighbourhood: elements displayed within ±1 s that are not on screen now.
  const nearby = el("g", { id: "neighbourhood" }, root);
  // Within ±1 s, but not across a change of layout, viewport, data or inset:
  // frames from before it would be stale.
  const span = Math.round(rate);
  let start = Math.max(t - span, 0), stop = Math.min(t + span, last);
  for (const b of layoutBreaks) { if (b <= t) start = Math.max(start, b); else { stop = Math.min(stop, b - 1); break; } }
  const to = opEnd[stop];
  const seen = new Set(shown.keys());
  const candidates = [];
  for (const e of replayTo(start).values()) candidates.push(e);
  for (let i = opEnd[start]; i < to; i++) {
    const p = opPos[i], code = ops[p + 1];
    if (code === 1 || code === 4) continue;
    candidates.push({ kind: kinds[ops[p + 2]], section: ops[p + 3], item: ops[p + 4], x: ops[p + 5], y: ops[p + 6], w: ops[p + 7], h: ops[p + 8] });
  }
  let nearCount = 0;
  for (const f of candidates) {
    if (nearCount >= 600) break;
    const key = kinds.indexOf(f.kind) + ":" + f.section + ":" + f.item;
    if (seen.has(key)) continue;
    const s = horizontal ? f.x : f.y, e = s + (horizontal ? f.w : f.h);
    if (e < a0 || s > a1) continue;
    seen.add(key); nearCount++;
    rect(f, { fill: "#eee", stroke: "#aaa", "stroke-width": 0.6 }, nearby);
  }
  // Displayed elements: pinned headers last, on top.
  const group = el("g", { id: "displayed" }, root);
  elements.sort((p, q) => (pinned.has(p.section) && p.kind === "header") - (pinned.has(q.section) && q.kind === "header") || p.section - q.section || p.item - q.item);
  for (const e of elements) {
    const isPinned = e.kind === "header" && pinned.has(e.section);
    const f = drawnFrame(e);
    const r = rect(f, {
      fill: isPinned ? "#ffd8a8" : "#cfe3ff", stroke: isPinned ? "#e8590c" : "#3a78c2", "stroke-width": isPinned ? 1.6 : 0.8,
      "data-kind": e.kind, "data-section": e.section, "data-item": e.item,
      "data-x": e.x, "data-y": e.y, "data-width": e.w, "data-height": e.h, "data-pinned": isPinned ? "1" : "0",
      ...(e.id === undefined ? {} : { "data-id": e.id }),
    }, group);
    const title = el("title", {}, r); title.textContent = e.kind + " " + e.section + "." + e.item + idText(e.id) + " (" + fmt(e.x) + ", " + fmt(e.y) + ", " + fmt(e.w) + "×" + fmt(e.h) + ")" + (isPinned ? " pinned" : "");
    if (f.w * scale > 26 && f.h * scale > 11) {
      const [x, y] = px(f.x, f.y);
      const label = el("text", { x: x + 2, y: y + 9, "font-size": 8.5, fill: isPinned ? "#a63c06" : "#1d4f8c", "pointer-events": "none" }, root);
      label.textContent = (e.kind === "cell" ? "" : e.kind + " ") + e.section + "." + e.item + (e.id === undefined ? "" : " " + e.id) + (isPinned ? " pinned" : "");
    }
  }
  // Paging target, viewport.
  const page = paging.filter((p) => p.tick <= t).pop();
  // The paging offset: an arrow from the viewport's centre, to scale,
  // just past its far edge (the log does not say which sections page).
  if (page && hasViewport) {
    const cx = ox + vw / 2, cy = oy + vh / 2;
    const [x0, y0] = horizontal ? px(ox + vw, cy) : px(cx, oy + vh);
    const [x1, y1] = horizontal ? px(ox + vw + page.x, cy + page.y) : px(cx + page.x, oy + vh + page.y);
    const g = el("g", { id: "paging-offset", stroke: "#2b8a3e", "stroke-width": 2 }, root);
    const dy = horizontal ? 0 : 7, dx = horizontal ? 7 : 0;
    el("line", { x1: x0 + dx, y1: y0 + dy, x2: x1 + dx, y2: y1 + dy }, g);
    el("circle", { cx: x1 + dx, cy: y1 + dy, r: 3, fill: "#2b8a3e" }, g);
    const label = el("text", { x: Math.min(x0, x1) + dx + 2, y: Math.max(y0, y1) + dy + 12, "font-size": 9, fill: "#2b8a3e", stroke: "none" }, g);
    label.textContent = "paging offset (" + fmt(page.x) + ", " + fmt(page.y) + ")";
  }
  if (hasViewport) rect({ x: ox, y: oy, w: vw, h: vh }, { fill: "none", stroke: "#d6336c", "stroke-width": 2, "stroke-dasharray": "7 4", id: "viewport" }, root);
  $("layout-title").textContent = "layout at tick " + t + ": " + elements.length + " displayed" + (pinned.size ? ", " + pinned.size + " pinned" : "")
    + " · " + axis + " " + fmt(a0) + "…" + fmt(a1) + " ×" + fmt(scale) + (page ? " · paging offset (" + fmt(page.x) + ", " + fmt(page.y) + ")" : "");
  return elements;
}

// ---- Plot: offset and velocity, zoomed to the range visited ---------------
const plot = $("plot"), lanes = $("lanes");
let alongMin = Infinity, alongMax = -Infinity, vMax = 0;
for (let t = 0; t < ticks; t++) { alongMin = Math.min(alongMin, along[t]); alongMax = Math.max(alongMax, along[t]); vMax = Math.max(vMax, Math.abs(velocity[t])); }
for (const r of releases) vMax = Math.max(vMax, Math.abs(r.v));
if (alongMax - alongMin < 1) { alongMin -= 1; alongMax += 1; }
if (vMax < 1) vMax = 1;
const PL = 64, PR = 10;
const tx = (t, w) => PL + (t + 0.5) / ticks * (w - PL - PR);
const tickAtX = (x, w) => Math.max(0, Math.min(last, Math.floor((x - PL) / (w - PL - PR) * ticks)));
function shadeFailures(g, top, bottom, w) {
  for (const x of failures) {
    if (x.f.kind === "unmet" && x.fromTick !== null) {
      g.fillStyle = "rgba(214,51,108,0.10)"; g.fillRect(tx(x.fromTick, w) - 0.5, top, tx(last, w) - tx(x.fromTick, w) + 1, bottom - top);
    }
    if (x.markTick !== null) { g.fillStyle = "rgba(214,51,108,0.8)"; g.fillRect(tx(x.markTick, w) - 1, top, 2, bottom - top); }
  }
}
let plotImage = null;
function drawPlotBase() {
  const g = plot.getContext("2d"), w = plot.width, h = plot.height;
  g.clearRect(0, 0, w, h); g.font = "10px sans-serif";
  const oTop = 14, oBottom = 150, vTop = 170, vBottom = h - 16;
  const oy = (v) => oBottom - (v - alongMin) / (alongMax - alongMin) * (oBottom - oTop);
  const vy = (v) => (vTop + vBottom) / 2 - v / vMax * (vBottom - vTop) / 2;
  shadeFailures(g, oTop, vBottom, w);
  g.strokeStyle = "#ddd";
  for (const s of steps) { const x = tx(s.tick, w); g.beginPath(); g.moveTo(x, oTop); g.lineTo(x, vBottom); g.stroke(); }
  g.strokeStyle = "#999"; g.strokeRect(PL, oTop, w - PL - PR, oBottom - oTop); g.strokeRect(PL, vTop, w - PL - PR, vBottom - vTop);
  g.fillStyle = "#444";
  g.fillText("offset " + axis, 4, oTop + 8); g.fillText(fmt(alongMax), 4, oTop + 20); g.fillText(fmt(alongMin), 4, oBottom);
  g.fillText("velocity", 4, vTop + 8); g.fillText(fmt(vMax) + " pt/s", 4, vTop + 20); g.fillText("−" + fmt(vMax), 4, vBottom);
  g.fillText("tick 0", PL, h - 3); g.fillText("tick " + last + " (" + fmt(last / rate) + " s)", w - PR - 110, h - 3);
  g.strokeStyle = "#1d4f8c"; g.lineWidth = 1.2; g.beginPath();
  for (let t = 0; t < ticks; t++) { const x = tx(t, w), y = oy(along[t]); t ? g.lineTo(x, y) : g.moveTo(x, y); }
  g.stroke();
  g.strokeStyle = "#ccc"; g.beginPath(); g.moveTo(PL, vy(0)); g.lineTo(w - PR, vy(0)); g.stroke();
  g.strokeStyle = "#2b8a3e"; g.beginPath();
  // A jump breaks the line: no slope is drawn into or out of it.
  for (let t = 0; t < ticks; t++) {
    const x = tx(t, w), y = vy(velocity[t]);
    if (offsetJumps[t]) continue;
    (t && !offsetJumps[t - 1]) ? g.lineTo(x, y) : g.moveTo(x, y);
  }
  g.stroke();
  // Jumps: a grey dashed line through the velocity panel.
  g.strokeStyle = "#868e96"; g.setLineDash([2, 3]);
  for (let t = 1; t < ticks; t++) if (offsetJumps[t]) { const x = tx(t, w); g.beginPath(); g.moveTo(x, vTop); g.lineTo(x, vBottom); g.stroke(); }
  g.setLineDash([]);
  g.fillStyle = "#e8590c";
  for (const r of releases) { g.beginPath(); g.arc(tx(r.tick, w), vy(r.v), 3, 0, 7); g.fill(); }
  // Clamps: a violet dashed line through both panels and a diamond on the offset.
  g.strokeStyle = "#7048e8"; g.fillStyle = "#7048e8"; g.setLineDash([3, 3]);
  for (const c of clamps.values()) { const x = tx(c.tick, w); g.beginPath(); g.moveTo(x, oTop); g.lineTo(x, vBottom); g.stroke(); }
  g.setLineDash([]);
  for (const c of clamps.values()) {
    const x = tx(c.tick, w), y = oy(along[c.tick]);
    g.beginPath(); g.moveTo(x, y - 5); g.lineTo(x + 5, y); g.lineTo(x, y + 5); g.lineTo(x - 5, y); g.closePath(); g.fill();
  }
  g.lineWidth = 1;
  plotImage = g.getImageData(0, 0, w, h);
  $("plot-title").textContent = "offset (" + axis + ", " + fmt(alongMin) + "…" + fmt(alongMax) + " pt visited) and velocity (green; orange dots: drag release velocity; violet: offset clamped; grey dashes: offset jumped; grey lines: steps)";
}
function drawPlotMarker(t) {
  const g = plot.getContext("2d"), w = plot.width, h = plot.height;
  g.putImageData(plotImage, 0, 0);
  const x = tx(t, w);
  g.strokeStyle = "#d6336c"; g.lineWidth = 1.5; g.beginPath(); g.moveTo(x, 8); g.lineTo(x, h - 14); g.stroke(); g.lineWidth = 1;
  g.fillStyle = "#d6336c"; g.font = "10px sans-serif";
  const c = clamps.get(t);
  const note = releaseAt.has(t) ? " (release)" : offsetJumps[t] ? " (jumped from " + fmt(along[t - 1]) + ", no velocity)" : c ? (c.cause === "edge" ? " (stopped at the edge)" : " (clamped by " + c.cause + " from " + fmt(c.from) + ")") : "";
  g.fillText(fmt(along[t]) + " pt, " + fmt(velocity[t]) + " pt/s" + note, Math.min(x + 4, w - 330), 11);
}
// Lanes: sticky headers and displayed sections near the tick (at most 14 rows).
function drawLanes(t, shown) {
  const g = lanes.getContext("2d"), w = lanes.width;
  const rows = [];
  const stickySections = [...new Set(sticky.map((s) => s.section))].sort((a, b) => a - b);
  // The focus: the section of the cells on screen (the first one), else of anything on screen.
  let focus = Infinity;
  for (const e of shown.values()) if (e.kind === "cell") focus = Math.min(focus, e.section);
  if (!isFinite(focus)) for (const e of shown.values()) focus = Math.min(focus, e.section);
  if (!isFinite(focus)) focus = 0;
  const pick = (list, n) => {
    if (list.length <= n) return list;
    let at = list.findIndex((s) => s >= focus);
    if (at < 0) at = list.length;
    const i = Math.max(0, Math.min(list.length - n, at - Math.floor(n / 3)));
    return list.slice(i, i + n);
  };
  for (const s of pick(stickySections, 5)) rows.push({ kind: "sticky", section: s });
  const displayedSections = [...sectionIntervals.keys()].sort((a, b) => a - b);
  for (const s of pick(displayedSections, 14 - rows.length)) rows.push({ kind: "shown", section: s });
  const RH = 14, top = 4, height = top + rows.length * RH + 18;
  if (lanes.height !== height) lanes.height = height;
  g.clearRect(0, 0, w, height); g.font = "10px sans-serif";
  shadeFailures(g, top, top + rows.length * RH, w);
  const ranges = new Map();
  for (const e of shown.values()) { const r = ranges.get(e.section) || [Infinity, -Infinity]; if (e.kind === "cell") { r[0] = Math.min(r[0], e.item); r[1] = Math.max(r[1], e.item); } ranges.set(e.section, r); }
  rows.forEach((row, k) => {
    const y = top + k * RH;
    g.fillStyle = k % 2 ? "#fafafa" : "#f1f1f1"; g.fillRect(PL, y, w - PL - PR, RH - 2);
    g.fillStyle = "#444"; g.fillText((row.kind === "sticky" ? "pin §" : "show §") + row.section, 4, y + 10);
    if (row.kind === "sticky") {
      g.fillStyle = "#ffa94d";
      for (const s of sticky) if (s.section === row.section) { const a = tx(s.enter, w) - 0.5 * (w - PL - PR) / ticks, b = tx(s.exit === null ? ticks : s.exit, w) - 0.5 * (w - PL - PR) / ticks; g.fillRect(a, y, Math.max(b - a, 1), RH - 2); }
    } else {
      g.fillStyle = "#74a9e8";
      for (const [a0, b0] of sectionIntervals.get(row.section) || []) { const a = tx(a0, w) - 0.5 * (w - PL - PR) / ticks, b = tx(b0, w) - 0.5 * (w - PL - PR) / ticks; g.fillRect(a, y + 2, Math.max(b - a, 1), RH - 6); }
      const r = ranges.get(row.section);
      if (r) { g.fillStyle = "#1d4f8c"; g.fillText(isFinite(r[0]) ? "items " + r[0] + "…" + r[1] : "supplementary only", Math.min(tx(t, w) + 5, w - 110), y + 10); }
    }
  });
  const x = tx(t, w);
  g.strokeStyle = "#d6336c"; g.lineWidth = 1.5; g.beginPath(); g.moveTo(x, 0); g.lineTo(x, top + rows.length * RH); g.stroke(); g.lineWidth = 1;
  g.fillStyle = "#666";
  g.fillText(rows.length ? (stickySections.length + " sticky sections, " + displayedSections.length + " sections ever displayed; showing those near the tick") : "no element was displayed", PL, height - 4);
}

// ---- Cells: the prefetch lane (only for logs with cell events) ------------
// Each life of an item, as scrollsim wrote it: prefetch → request → display →
// end, or a cancel. Rows are the lives near the tick (at most 16).
const cellLane = Array.isArray(D.cellLane) ? D.cellLane : null;
const cellsCanvas = $("cells");
const lifeStart = (l) => Math.min(...[l.prefetch, l.request, l.display].filter(Number.isInteger));
const lifeStop = (l) => Number.isInteger(l.end) ? l.end : Number.isInteger(l.cancel) ? l.cancel : null;
function drawCellLane(t) {
  const g = cellsCanvas.getContext("2d"), w = cellsCanvas.width, half = (w - PL - PR) / ticks / 2;
  const near = Math.round(rate);
  const rows = [];
  for (const l of cellLane) {
    const a = lifeStart(l), b = lifeStop(l);
    if (a <= t + near && (b === null || b >= t - near)) rows.push(l);
  }
  // Those live at the tick first, then the nearest; drawn by section and item.
  const live = (l) => lifeStart(l) <= t && (lifeStop(l) === null || lifeStop(l) >= t);
  rows.sort((p, q) => (live(q) - live(p)) || Math.abs(lifeStart(p) - t) - Math.abs(lifeStart(q) - t));
  const shownRows = rows.slice(0, 16).sort((p, q) => (p.section - q.section) || (p.item - q.item) || (lifeStart(p) - lifeStart(q)));
  const RH = 12, top = 4, height = top + Math.max(1, shownRows.length) * RH + 18;
  if (cellsCanvas.height !== height) cellsCanvas.height = height;
  g.clearRect(0, 0, w, height); g.font = "10px sans-serif";
  const x = (tick) => tx(tick, w) - half;
  const end = (tick) => tick === null ? ticks : tick;
  shownRows.forEach((l, k) => {
    const y = top + k * RH;
    g.fillStyle = k % 2 ? "#fafafa" : "#f1f1f1"; g.fillRect(PL, y, w - PL - PR, RH - 2);
    g.fillStyle = "#444"; g.fillText("cell " + l.section + "." + l.item, 4, y + 9);
    const request = Number.isInteger(l.request) ? l.request : null, display = Number.isInteger(l.display) ? l.display : null;
    const stop = lifeStop(l);
    if (Number.isInteger(l.prefetch)) {
      // Prefetched, waiting: grey, to the request, the display, the cancel or the end.
      const b = request !== null ? request : display !== null ? display : end(stop);
      g.fillStyle = "#adb5bd"; g.fillRect(x(l.prefetch), y + 3, Math.max(x(b) - x(l.prefetch), 2), RH - 8);
    }
    if (request !== null) {
      // Requested, not yet on screen: amber.
      const b = display !== null ? display : end(stop);
      g.fillStyle = "#fab005"; g.fillRect(x(request), y + 1, Math.max(x(b) - x(request), 2), RH - 4);
    }
    if (display !== null) { g.fillStyle = "#74a9e8"; g.fillRect(x(display), y + 1, Math.max(x(end(l.end)) - x(display), 2), RH - 4); }
    if (Number.isInteger(l.cancel)) {
      const cx = x(l.cancel);
      g.strokeStyle = "#c92a2a"; g.lineWidth = 1.5; g.beginPath();
      g.moveTo(cx - 4, y); g.lineTo(cx + 4, y + RH - 2); g.moveTo(cx + 4, y); g.lineTo(cx - 4, y + RH - 2); g.stroke(); g.lineWidth = 1;
    }
  });
  const mx = tx(t, w);
  g.strokeStyle = "#d6336c"; g.lineWidth = 1.5; g.beginPath(); g.moveTo(mx, 0); g.lineTo(mx, top + shownRows.length * RH); g.stroke(); g.lineWidth = 1;
  const liveNow = cellLane.filter(live).length;
  g.fillStyle = "#666";
  g.fillText(shownRows.length ? shownRows.length + " of " + rows.length + " item lives within ±1 s of the tick (" + liveNow + " under way at it); " + cellLane.length + " in the log"
    : "no item life within ±1 s of the tick", PL, height - 4);
  document.body.dataset.cellRows = shownRows.map((l) => l.section + "." + l.item).join(" ");
}

// ---- Orthogonal sections: each one's offset over time ----------------------
const sectionTracks = Array.isArray(D.sectionTracks) ? D.sectionTracks.map((s) => {
  const xs = s.x || [], ys = s.y || [];
  const moves = (list) => list.some((v) => v !== list[0]) || (list.length && list[0] !== 0);
  const useX = moves(xs) || !moves(ys);
  const values = useX ? xs : ys;
  let lo = Math.min(0, ...values), hi = Math.max(0, ...values);
  if (hi - lo < 1) hi = lo + 1;
  return { section: s.section, axis: useX ? "x" : "y", ticks: s.ticks || [], values, lo, hi, drags: s.drags || [], decelerations: s.decelerations || [] };
}) : null;
const sectionsCanvas = $("section-tracks");
// The section's offset at tick t: its last sectionDidScroll at or before t (0 before any).
const sectionOffsetAt = (s, t) => {
  let lo = 0, hi = s.ticks.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (s.ticks[mid] <= t) lo = mid + 1; else hi = mid; }
  return lo ? s.values[lo - 1] : 0;
};
let sectionsImage = null;
const SECTION_ROW = 40;
function drawSectionsBase() {
  const RH = SECTION_ROW, top = 4, list = sectionTracks.slice(0, 12), height = top + list.length * RH + 18;
  sectionsCanvas.height = height;
  const g = sectionsCanvas.getContext("2d"), w = sectionsCanvas.width, half = (w - PL - PR) / ticks / 2;
  g.clearRect(0, 0, w, height); g.font = "10px sans-serif";
  list.forEach((s, k) => {
    const y = top + k * RH, h = RH - 4;
    g.fillStyle = "#f6f6f6"; g.fillRect(PL, y, w - PL - PR, h);
    const shade = (flat, color) => { g.fillStyle = color; for (let i = 0; i + 1 < flat.length; i += 2) { const a = tx(flat[i], w) - half, b = tx(flat[i + 1], w) - half; g.fillRect(a, y, Math.max(b - a, 2), h); } };
    shade(s.drags, "rgba(250,176,5,0.25)"); shade(s.decelerations, "rgba(43,138,62,0.15)");
    g.fillStyle = "#444"; g.fillText("§" + s.section + " " + s.axis, 4, y + 11);
    g.fillStyle = "#888"; g.fillText(fmt(s.lo) + "…" + fmt(s.hi), 4, y + 25);
    const vy = (v) => y + h - 2 - (v - s.lo) / (s.hi - s.lo) * (h - 4);
    g.strokeStyle = "#1d4f8c"; g.lineWidth = 1.2; g.beginPath(); g.moveTo(tx(0, w), vy(0));
    let previous = 0;
    for (let i = 0; i < s.ticks.length; i++) { const xx = tx(s.ticks[i], w); g.lineTo(xx, vy(previous)); g.lineTo(xx, vy(s.values[i])); previous = s.values[i]; }
    g.lineTo(tx(last, w), vy(previous)); g.stroke(); g.lineWidth = 1;
  });
  g.fillStyle = "#666";
  g.fillText(sectionTracks.length + " orthogonal section" + (sectionTracks.length === 1 ? "" : "s") + (sectionTracks.length > 12 ? ", the first 12 shown" : "")
    + "; amber: dragging, green: decelerating", PL, height - 4);
  sectionsImage = g.getImageData(0, 0, w, height);
}
function drawSections(t) {
  const g = sectionsCanvas.getContext("2d"), w = sectionsCanvas.width;
  g.putImageData(sectionsImage, 0, 0);
  const RH = SECTION_ROW, top = 4, list = sectionTracks.slice(0, 12), x = tx(t, w);
  g.strokeStyle = "#d6336c"; g.lineWidth = 1.5; g.beginPath(); g.moveTo(x, 0); g.lineTo(x, top + list.length * RH); g.stroke(); g.lineWidth = 1;
  g.fillStyle = "#d6336c"; g.font = "10px sans-serif";
  const offsets = list.map((s) => "§" + s.section + " " + fmt(sectionOffsetAt(s, t)));
  list.forEach((s, k) => g.fillText(s.axis + " " + fmt(sectionOffsetAt(s, t)) + " pt", Math.min(x + 4, w - 90), top + k * RH + 11));
  document.body.dataset.sectionOffsets = offsets.join(" ");
}

// ---- Event list, synced to the scrubber ------------------------------------
const typeCounts = new Map();
for (let i = 0; i < count; i++) { const ty = typeOf(i); typeCounts.set(ty, (typeCounts.get(ty) || 0) + 1); }
const enabled = new Set(typeCounts.keys());
for (const [ty, n] of typeCounts) {
  const label = document.createElement("label");
  const box = document.createElement("input"); box.type = "checkbox"; box.checked = true; box.dataset.type = ty;
  box.onchange = () => { box.checked ? enabled.add(ty) : enabled.delete(ty); drawEvents(current); };
  label.appendChild(box); label.appendChild(document.createTextNode(" " + ty + " (" + n + ")"));
  $("filters").appendChild(label);
}
const frameText = (p) => "(" + fmt(ops[p + 5]) + ", " + fmt(ops[p + 6]) + ", " + fmt(ops[p + 7]) + "×" + fmt(ops[p + 8]) + ")";
const describe = (i) => {
  const r = evRef[i];
  switch (evCode[i]) {
    case 68: case 69: { const p = opPos[r]; return kinds[ops[p + 2]] + " " + ops[p + 3] + "." + ops[p + 4] + idText(opId.get(r)) + (evCode[i] === 68 ? " " + frameText(p) : ""); }
    case 83: return "offset (" + fmt(scroll[3 * r + 1]) + ", " + fmt(scroll[3 * r + 2]) + ")";
    case 86: return visible[2 * r + 1] + " elements";
    default: {
      const rec = other[r] || {};
      const rest = {};
      for (const k in rec) if (k !== "seq" && k !== "tick" && k !== "time" && k !== "type") rest[k] = rec[k];
      const text = JSON.stringify(rest);
      return text === "{}" ? "" : text;
    }
  }
};
const searchedFrom = failures.filter((x) => x.f.kind === "unmet" && x.fromIndex !== null).map((x) => x.fromIndex);
const marked = new Set(failures.filter((x) => x.markIndex !== null).map((x) => x.markIndex));
const eventList = $("events");
eventList.addEventListener("click", (e) => { const row = e.target.closest("div[data-tick]"); if (row) goTo(+row.dataset.tick); });
function drawEvents(t) {
  // Events of the ticks around t: up to 40 before the tick's first and 80 from it,
  // written as one piece of HTML (a row per event, one click handler for all).
  const start = firstEventAfter(t - 1);
  const rows = [];
  for (let i = start - 1, n = 0; i >= 0 && n < 40; i--) if (enabled.has(typeOf(i))) { rows.push(i); n++; }
  rows.reverse();
  for (let i = start, n = 0; i < count && n < 80; i++) if (enabled.has(typeOf(i))) { rows.push(i); n++; }
  const firstSearched = searchedFrom.length ? Math.min(...searchedFrom) : Infinity;
  let nowCount = 0;
  const html = [];
  if (rows.length && rows[0] > 0) html.push('<div class="more">… earlier events: scrub back</div>');
  for (const i of rows) {
    const classes = [];
    if (evTick[i] === t) { classes.push("now"); nowCount++; }
    if (i >= firstSearched) classes.push("searched");
    if (marked.has(i)) classes.push(failures.find((x) => x.markIndex === i).f.kind === "forbidden" ? "forbidden" : "nearmiss");
    html.push("<div" + (classes.length ? ' class="' + classes.join(" ") + '"' : "") + ' data-tick="' + evTick[i] + '"><span class="seq">' + evSeq[i]
      + "</span>tick " + evTick[i] + ' <span class="type">' + esc(typeOf(i)) + "</span> " + esc(describe(i)) + "</div>");
  }
  if (rows.length && rows[rows.length - 1] < count - 1) html.push('<div class="more">… later events: scrub on</div>');
  eventList.innerHTML = html.join("");
  // Rows are 16 px tall: the scroll position is computed, not measured
  // (measuring would lay the page out on every scrub).
  let at = rows.findIndex((i) => evTick[i] >= t);
  if (at < 0) at = rows.length;
  eventList.scrollTop = Math.max(0, (at + (rows.length && rows[0] > 0 ? 1 : 0)) * 16 - 48);
  $("events-title").textContent = "events: " + nowCount + " at tick " + t + " (of the types checked), with their neighbours; click one to go to its tick";
}

// ---- Scrubbing ------------------------------------------------------------
let current = -1;
const scrubber = $("scrubber");
scrubber.max = String(last);
function show(t) {
  t = Math.max(0, Math.min(last, t | 0));
  current = t;
  scrubber.value = String(t);
  const shown = displayedAt(t);
  const elements = drawLayout(t, shown);
  drawPlotMarker(t);
  drawLanes(t, shown);
  if (cellLane) drawCellLane(t);
  if (sectionTracks) drawSections(t);
  drawEvents(t);
  const pins = pinnedAt(t).map((s) => s.section);
  const ins = insetAt(t), clamp = clamps.get(t);
  $("tick-label").textContent = "tick " + t + " / " + last + " · " + fmt(t / rate) + " s · offset (" + fmt(offX[t]) + ", " + fmt(offY[t]) + ") · "
    + "viewport " + sizeText(vpW[t], vpH[t]) + " · content " + sizeText(csW[t], csH[t]) + " · inset " + insetText(ins) + " · "
    + elements.length + " displayed" + (pins.length ? " · pinned §" + pins.slice(0, 6).join(", §") + (pins.length > 6 ? " and " + (pins.length - 6) + " more" : "") : "")
    + (clamp ? " · offset " + (clamp.cause === "edge" ? "stopped at the edge" : "clamped by " + clamp.cause) : "");
  // What the SVG holds, read back from it.
  const lines = Array.from(document.querySelectorAll("#displayed rect"), (r) =>
    [r.dataset.kind, r.dataset.section, r.dataset.item, r.dataset.x, r.dataset.y, r.dataset.width, r.dataset.height].join(" "));
  lines.sort();
  $("drawn").textContent = lines.join("\n");
  document.body.dataset.tick = String(t);
  document.body.dataset.displayed = String(elements.length);
  // The state drawn, for scripts: viewport, content size and inset at the
  // tick, the velocity plotted, and the clamp marked at the tick.
  document.body.dataset.viewport = sizeText(vpW[t], vpH[t]);
  document.body.dataset.contentSize = sizeText(csW[t], csH[t]);
  document.body.dataset.inset = insetText(ins);
  document.body.dataset.velocity = fmt(velocity[t]);
  document.body.dataset.clamp = clamp ? clamp.cause : "";
  document.body.dataset.jump = offsetJumps[t] ? "1" : "";
  document.body.dataset.ready = "1";
}
function goTo(t) {
  show(t);
  const hash = "#tick=" + current;
  if (location.hash !== hash) history.replaceState(null, "", hash);
}
function fromHash() {
  const m = /(?:^#|&)tick=(-?\d+)/.exec(location.hash);
  if (!m) return null;
  const t = parseInt(m[1], 10);
  document.body.dataset.hashError = (t < 0 || t > last) ? "tick " + t + " is outside the run (ticks 0…" + last + ")" : "";
  if (t < 0 || t > last) { const d = document.createElement("div"); d.className = "warning"; d.textContent = "#tick=" + t + " is outside the run (ticks 0…" + last + "): showing tick " + Math.max(0, Math.min(last, t)) + "."; $("notes").appendChild(d); }
  return t;
}
scrubber.addEventListener("input", () => goTo(+scrubber.value));
$("previous").onclick = () => goTo(current - 1);
$("next").onclick = () => goTo(current + 1);
document.addEventListener("keydown", (e) => {
  if (e.target && e.target.tagName === "INPUT" && e.target.type !== "range") return;
  const step = { ArrowLeft: -1, ArrowRight: 1, PageUp: -60, PageDown: 60 }[e.key];
  if (step !== undefined) { goTo(current + step * (e.shiftKey && Math.abs(step) === 1 ? 10 : 1)); e.preventDefault(); }
  else if (e.key === "Home") { goTo(0); e.preventDefault(); }
  else if (e.key === "End") { goTo(last); e.preventDefault(); }
});
const scrubFromCanvas = (canvas) => {
  let down = false;
  const at = (e) => { const r = canvas.getBoundingClientRect(); goTo(tickAtX((e.clientX - r.left) * canvas.width / r.width, canvas.width)); };
  canvas.addEventListener("mousedown", (e) => { down = true; at(e); });
  window.addEventListener("mousemove", (e) => { if (down) at(e); });
  window.addEventListener("mouseup", () => { down = false; });
};
scrubFromCanvas(plot); scrubFromCanvas(lanes); scrubFromCanvas(cellsCanvas); scrubFromCanvas(sectionsCanvas);
if (cellLane) $("cells-panel").hidden = false;
if (sectionTracks) { $("sections-panel").hidden = false; drawSectionsBase(); }
window.addEventListener("hashchange", () => { const t = fromHash(); if (t !== null && t !== current) show(t); });
drawPlotBase();
const first = fromHash();
// #ticks=A,B,C: show each tick in turn and keep what was drawn at each.
const many = /(?:^#|&)ticks=([-\d,]+)/.exec(location.hash);
if (many) {
  const blocks = [];
  for (const text of many[1].split(",")) {
    if (!/^-?\d+$/.test(text)) continue;
    const t = parseInt(text, 10);
    if (t < 0 || t > last) { blocks.push("tick " + t + " outside the run (ticks 0…" + last + ")"); continue; }
    show(t);
    blocks.push("tick " + t + "\n" + $("drawn").textContent);
  }
  const pre = document.createElement("pre"); pre.id = "drawn-at-ticks"; pre.style.display = "none";
  pre.textContent = blocks.join("\n\n");
  document.body.appendChild(pre);
} else {
  show(first !== null ? first : D.initialTick);
}
// Milliseconds from navigation start until the first tick was drawn.
document.body.dataset.readyMs = String(Math.round(performance.now()));
// For scripts: the tick shown and what is drawn.
window.scrollsimView = { get tick() { return current; }, show: goTo, drawn: () => $("drawn").textContent };
})();
