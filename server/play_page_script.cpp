#include "server/play_page_parts.hpp"

namespace caisson::server {
namespace {

// The page's behaviour: fetch the state, draw the table (terrain from the log's set-up record,
// units, couriers and objectives from the state), offer what the rules allow the unit picked,
// send choices with the state's version, and show refusals with the rule's reason.
constexpr std::string_view kPlayPageScriptText = R"PLAYJS(
"use strict";
const svgNS = "http://www.w3.org/2000/svg";
let state = null, setup = null, selected = null, options = null, mode = null, logNext = 0;
// Each redraw and each pick takes a number; what comes back for one that a later one has
// overtaken is dropped, so a slow answer never draws an older state or pick over a newer one.
let redraws = 0, picks = 0;
const $ = (id) => document.getElementById(id);

function el(tag, attrs, parent) {
  const e = document.createElementNS(svgNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}
function html(tag, text, parent, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (cls) e.className = cls;
  if (parent) parent.appendChild(e);
  return e;
}
function notice(text, refusal) {
  const n = $("notice");
  n.textContent = text || "";
  n.className = text ? (refusal ? "refusal" : "ok") : "";
}

async function getJson(path) {
  const r = await fetch(path);
  return r.json();
}
// Sends a choice made at the present state's version. A refusal (4xx) shows its reason; a stale
// request (409) reloads the state, since another tab or the game moved on.
async function choose(path, body) {
  body.version = state.version;
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const answer = await r.json();
  if (!r.ok) {
    notice(answer.error || ("refused (" + r.status + ")"), true);
    if (r.status === 409) await refresh();
    return false;
  }
  notice("done", false);
  state = answer.state;
  mode = null;
  await redraw();
  return true;
}

const sy = (y) => state.table.depth - y;
function sideColour(side) { return side === state.sides[0] ? "var(--usa)" : "var(--csa)"; }
function unitName(id) { const u = state.units[id]; return u ? u.name : ("#" + id); }
function myMove() { return state.phase && state.person.includes(state.phase.side); }

function drawTerrain(g) {
  if (!setup) return;
  const fills = { hill: "#d8c99b", woods: "#9fbf8a", town: "#c9a9a0", marsh: "#a9c4c0", field: "#e2d9a8" };
  for (const t of setup.terrain) {
    if (t.outline) {
      const pts = t.outline.map((p) => p[0] + "," + sy(p[1])).join(" ");
      el("polygon", { points: pts, fill: fills[t.kind] || "#ddd", stroke: "#8c7d55", "stroke-width": 0.1, opacity: 0.8 }, g);
    } else if (t.path) {
      const pts = t.path.map((p) => p[0] + "," + sy(p[1])).join(" ");
      const colour = t.kind === "road" ? "#a08050" : t.kind === "stream" || t.kind === "river" ? "#4a7fb0" : "#555";
      el("polyline", { points: pts, fill: "none", stroke: colour, "stroke-width": t.kind === "wall" ? 0.35 : 0.5 }, g);
    }
    const at = t.outline ? t.outline[0] : t.path[0];
    const label = el("text", { x: at[0] + 0.5, y: sy(at[1]) - 0.5, "font-size": 1.1, fill: "#554" }, g);
    label.textContent = t.name;
  }
}

function drawUnits(g) {
  for (const u of state.units) {
    if (u.status !== "on_table") continue;
    const mine = state.person.includes(u.side);
    const grp = el("g", { class: "unit" + (selected === u.id ? " selected" : "") + (onCard(u) ? " on-card" : ""), "data-unit": u.id,
                          transform: `translate(${u.at[0]},${sy(u.at[1])}) rotate(${u.facing})` }, g);
    const title = el("title", {}, grp);
    title.textContent = `${u.name} (${u.side}) ${u.formation}, ${u.stands} stands, ${u.hits} hits${u.routing ? ", routing" : ""}` +
                        u.sequence_state.map((f) => `\n${f.label}: ${f.value}`).join("");
    el("rect", { x: -u.width / 2, y: -u.depth / 2, width: u.width, height: u.depth, fill: sideColour(u.side),
                 stroke: u.left_to_commander ? "#c80" : "#111", "stroke-width": 0.12,
                 "stroke-dasharray": u.routing ? "0.3 0.2" : "" }, grp);
    el("line", { x1: -u.width / 2, y1: -u.depth / 2, x2: u.width / 2, y2: -u.depth / 2, stroke: "#fff", "stroke-width": 0.2 }, grp);
    grp.addEventListener("click", (ev) => { ev.stopPropagation(); unitClicked(u, mine); });
  }
}

function drawOverlays(g) {
  for (const o of state.objectives) {
    el("circle", { cx: o.at[0], cy: sy(o.at[1]), r: o.radius, fill: "none", stroke: "#a33", "stroke-width": 0.15,
                   "stroke-dasharray": "0.6 0.4" }, g);
    const t = el("text", { x: o.at[0], y: sy(o.at[1]) + o.radius + 1.2, "font-size": 1.1, "text-anchor": "middle", fill: "#a33" }, g);
    t.textContent = o.name + (o.holder ? " (" + o.holder + ")" : "");
  }
  for (const c of state.couriers) {
    if (c.state === "delivered" || c.state === "lost") continue;
    const grp = el("g", { class: "courier", "data-courier": c.id }, g);
    el("circle", { cx: c.at[0], cy: sy(c.at[1]), r: 0.7, fill: "#fff", stroke: "#000", "stroke-width": 0.12 }, grp);
    const t = el("title", {}, grp);
    t.textContent = `courier to ${c.to_name}: ${c.order} ${c.objective} (${c.state})`;
  }
  for (const gen of state.generals) {
    if (!gen.alive || !gen.on_table) continue;
    el("circle", { cx: gen.at[0], cy: sy(gen.at[1]), r: 0.45, fill: sideColour(gen.side), stroke: "#ff0", "stroke-width": 0.1 }, g);
  }
  if (mode && mode.kind === "move" && selected !== null) {
    const u = state.units[selected];
    const look = { fill: "rgba(255,255,0,.12)", stroke: "#aa0", "stroke-width": 0.12, id: "reach" };
    if (mode.reach && mode.reach.length) el("polygon", { ...look, points: mode.reach.map((p) => p[0] + "," + sy(p[1])).join(" ") }, g);
    else el("circle", { ...look, cx: u.at[0], cy: sy(u.at[1]), r: mode.allowance }, g);
  }
}

async function drawMap() {
  const svg = $("map");
  svg.innerHTML = "";
  svg.dataset.version = state.version;  // the state the map shows
  svg.setAttribute("viewBox", `-1 -1 ${state.table.width + 2} ${state.table.depth + 2}`);
  el("rect", { x: 0, y: 0, width: state.table.width, height: state.table.depth, fill: "#efe6c8", stroke: "#776", "stroke-width": 0.2 }, svg);
  arrowHeads(svg);
  const g = el("g", {}, svg);
  drawTerrain(g);
  drawOverlays(g);
  drawStoryArrows(g);
  drawUnits(g);
}

function drawSpine() {
  $("title").textContent = state.title + " — " + state.rules;
  $("turn").textContent = state.outcome ? `Over: ${state.outcome.winner} ${state.outcome.level} (turn ${state.outcome.turn})`
                                        : `Turn ${state.turn} of ${state.turns}`;
  const phases = $("phases");
  phases.innerHTML = "";
  for (const p of state.sequence) {
    const li = html("li", p.name, phases);
    if (state.phase && p.name === state.phase.name) li.className = "now";
  }
  $("whose").textContent = state.phase ? `${state.phase.side} to act` : "";
  $("allowed").textContent = state.phase ? ("allowed: " + (state.phase.allowed.join(", ") || "nothing")) : "";
  drawSequenceNow();
  for (const id of ["end-phase", "leave-phase"]) $(id).disabled = !myMove();
}

function kindBlock(parent, title, k) {
  const d = html("div", null, parent, "kind");
  d.dataset.kind = title;
  html("strong", title.replace("_", " "), d);
  if (!k || !k.allowed) { html("div", (k && k.why_not) || "not now", d, "why"); return null; }
  return d;
}

function drawUnitPanel() {
  const p = $("unit-panel");
  p.innerHTML = "";
  html("h2", "Unit", p);
  if (selected === null || !options) { html("p", "Pick one of your units on the map.", p); return; }
  const u = options.unit;
  html("p", `${u.name} (${u.side}): ${u.formation}, ${u.stands} stands, ${u.hits} hits${u.routing ? ", routing" : ""}` +
            (u.left_to_commander ? " — left to the commander" : ""), p);
  unitFacts(p, u);
  const k = options.kinds;
  let d = kindBlock(p, "fire", k.fire);
  if (d) drawFireTargets(d, u, k.fire);
  d = kindBlock(p, "charge", k.charge);
  if (d) drawChargeTargets(d, u, k.charge);
  d = kindBlock(p, "move", k.move);
  if (d) drawMoveChoice(d, u, k.move);
  d = kindBlock(p, "change_formation", k.change_formation);
  if (d) for (const f of k.change_formation.to) {
    const b = html("button", f, d);
    b.onclick = () => choose("/api/act", { action: { kind: "change_formation", unit: u.id, formation: f } });
  }
  for (const kind of ["rally", "fall_back"]) {
    d = kindBlock(p, kind, k[kind]);
    if (d) { const b = html("button", kind.replace("_", " "), d); b.onclick = () => choose("/api/act", { action: { kind, unit: u.id } }); }
  }
  const lead = html("div", null, p, "kind");
  const b = html("button", u.left_to_commander ? "Take this unit back" : "Leave this unit to the commander", lead);
  b.id = "leave-unit";
  b.onclick = () => choose(u.left_to_commander ? "/api/take-back" : "/api/leave", { unit: u.id });
}

function drawBrigadePanel() {
  const p = $("brigade-panel");
  p.innerHTML = "";
  if (selected === null) return;
  const u = state.units[selected];
  const f = state.formations[u.brigade];
  if (!f || !state.person.includes(f.side)) return;
  html("h2", "Brigade: " + f.name, p);
  html("p", `standing order: ${f.order} ${f.objective || (f.point ? "(" + f.point.join(", ") + ")" : "")}`, p);
  const word = html("select", null, p); word.id = "order-word";
  for (const w of state.order_words) html("option", w, word);
  const target = html("select", null, p); target.id = "order-objective";
  html("option", "(no objective)", target).value = "";
  for (const o of state.objectives) html("option", o.name, target).value = "o:" + o.name;
  for (const e of state.formations) if (e.side !== f.side && e.echelon === "brigade") html("option", "enemy: " + e.name, target).value = "o:" + e.name;
  html("option", "a point clicked on the map", target).value = "point";
  const send = html("button", "Send the order by courier", p); send.id = "send-order";
  send.onclick = () => {
    const body = { formation: f.id, order: word.value };
    if (target.value === "point") { mode = { kind: "order-point", body }; notice("click the point on the map", false); return; }
    if (target.value) body.objective = target.value.slice(2);
    choose("/api/order", body);
  };
  const all = state.units.filter((x) => x.brigade === f.id && x.status === "on_table");
  const left = all.length > 0 && all.every((x) => x.left_to_commander);
  const b = html("button", left ? "Take the brigade back" : "Leave the brigade to the commander", p);
  b.id = "leave-brigade";
  b.onclick = () => choose(left ? "/api/take-back" : "/api/leave", { formation: f.id });
}

function logLine(r) {
  const skip = new Set(["type", "turn", "side", "phase", "setup"]);
  const names = new Set(["unit", "target", "attacker", "defender", "joined", "blocker"]);
  let text = r.type;
  for (const k in r) {
    if (skip.has(k)) continue;
    let v = r[k];
    if (names.has(k) && typeof v === "number") v = unitName(v);
    if (Array.isArray(v) && v.length > 4) continue;  // whole-army snapshots: the map shows them
    if (typeof v === "object") v = JSON.stringify(v).slice(0, 80);
    text += ` ${k}=${v}`;
  }
  return text;
}

// The log's new records, one fetch after another (two at once would both add the same records).
let logging = Promise.resolve();
function drawLog() {
  logging = logging.then(drawNewRecords, drawNewRecords);
  return logging;
}
async function drawNewRecords() {
  const got = await getJson("/api/log?from=" + logNext);
  const box = $("log");
  for (const r of got.records) {
    if (!r) continue;
    if (r.type === "battle") { setup = r.setup; continue; }
    if (r.type === "turn_end" || r.type === "phase") continue;
    const cls = r.type === "turn" ? "turn" : r.type === "roll" ? "dice" : "";
    html("div", r.type === "turn" ? "Turn " + r.turn : logLine(r), box, cls);
  }
  logNext = got.next;
  box.scrollTop = box.scrollHeight;
}

async function unitClicked(u, mine) {
  if (mode && mode.kind === "move") return;  // the map's click places the move
  if (!mine) { notice(`${u.name} is ${u.side}'s`, false); return; }
  selected = u.id;
  const pick = ++picks;
  const got = await getJson("/api/units/" + u.id);
  if (pick !== picks) return;  // picked again, or redrawn since: that one draws
  options = got;
  mode = null;
  drawUnitPanel();
  drawBrigadePanel();
  drawMap();
}

function tablePoint(ev) {
  const svg = $("map");
  const pt = svg.createSVGPoint();
  pt.x = ev.clientX; pt.y = ev.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  return [Math.round(p.x * 100) / 100, Math.round(sy(p.y) * 100) / 100];
}

async function mapClicked(ev) {
  if (!mode) return;
  const at = tablePoint(ev);
  if (mode.kind === "move") {
    const u = state.units[selected];
    await choose("/api/act", { action: { kind: "move", unit: u.id, to: at, facing: chosenFacing(u, at) } });
  } else if (mode.kind === "order-point") {
    const body = mode.body; body.point = at;
    await choose("/api/order", body);
  }
}

async function redraw() {
  const round = ++redraws;
  handOver();  // hot-seat: the table is covered when the army changes hands
  await drawLog();
  const told = await fetchStory();
  if (round !== redraws) return;  // a later redraw draws the newer state
  takeStory(told);
  drawStoryLines();
  drawSpine();
  drawMap();
  const pick = ++picks, unit = selected;
  const got = unit === null ? null : await getJson("/api/units/" + unit);
  if (round !== redraws || pick !== picks) return;  // a unit picked since, or a later redraw, draws the panels
  options = got;
  drawUnitPanel();
  drawBrigadePanel();
}

async function refresh() {
  state = await getJson("/api/state");
  await redraw();
}

$("map").addEventListener("click", mapClicked);
$("end-phase").onclick = () => choose("/api/end-phase", {});
$("leave-phase").onclick = () => choose("/api/leave-phase", {});
$("save").onclick = async () => {
  const r = await fetch("/api/save", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
  const a = await r.json();
  notice(r.ok ? "saved to " + a.saved + " — resume with: caisson play --resume " + a.saved : a.error, !r.ok);
};
refresh();
)PLAYJS";

}  // namespace

std::string_view play_page_script() { return kPlayPageScriptText; }

}  // namespace caisson::server
