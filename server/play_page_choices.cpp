#include "server/play_page_parts.hpp"

namespace caisson::server {
namespace {

// The page's help in choosing: each fire target with the shot the rules would throw (its dice,
// what hits, and the tally's parts, as the log will tell it), each charge target with the
// supporters the rules allow (and the friends they let charge alongside) and the charges they
// refuse with the reason, the facing a move ends with, and hot-seat's cover, drawn over the table
// whenever the army changes hands so neither player sees the other's choices being made.
constexpr std::string_view kPlayPageChoicesText = R"PLAYCHOICES(
function quoteLines(q, parent) {
  const box = html("div", null, parent, "quote");
  const hits = q.hit_on > 6 ? "none can hit" : `each hitting on ${q.hit_on}+`;
  html("div", `${q.dice} ${q.dice === 1 ? "die" : "dice"} (${q.range}), ${hits}`, box, "dice-line");
  const p = q.parts;
  const where = [p.row, p.column].filter(Boolean).join(", ");
  let text = `${q.counts === "dice" ? "dice" : "score needed"}: ${p.table}${where ? " (" + where + ")" : ""}`;
  for (const m of p.modifiers) text += `, ${m.name} ${m.amount > 0 ? "+" : "−"}${Math.abs(m.amount)}`;
  html("div", text, box, "parts");
  if (q.then) html("div", "then " + q.then, box, "parts");
  return box;
}

function drawFireTargets(d, u, fire) {
  const list = html("div", null, d, "targets");
  for (const t of fire.targets) {
    const item = html("div", null, list, "target");
    item.dataset.fireTarget = t.id;
    const b = html("button", `fire at ${t.name} — ${t.distance}" — expected hits ${t.expected_hits}`, item);
    b.dataset.target = t.id;
    b.onclick = () => choose("/api/act", { action: { kind: "fire", unit: u.id, target: t.id } });
    if (t.quote) quoteLines(t.quote, item);
  }
}

// A tick box for each friend a charge may name, marked data-`role` (supporter, fellow).
function friendTicks(item, title, friends, role) {
  const box = html("div", title, item, "supporters " + role + "s");
  for (const f of friends) {
    const label = html("label", " " + f.name, box);
    const tick = document.createElement("input");
    tick.type = "checkbox";
    tick.value = f.id;
    tick.dataset[role] = f.id;
    label.prepend(tick);
  }
}

function drawChargeTargets(d, u, charge) {
  const list = html("div", null, d, "targets");
  for (const t of charge.targets) {
    const item = html("div", null, list, "target");
    item.dataset.chargeTarget = t.id;
    const b = html("button", `charge ${t.name} (${t.distance}")`, item);
    b.dataset.target = t.id;
    if (t.supporters.length) friendTicks(item, "supported by:", t.supporters, "supporter");
    else if (charge.names_supporters) html("div", "no friend may support this charge", item, "why");
    if (t.alongside && t.alongside.length) friendTicks(item, "charging alongside it:", t.alongside, "fellow");
    b.onclick = () => {
      const ticked = (what) => [...item.querySelectorAll(`input[data-${what}]:checked`)].map((x) => Number(x.value));
      choose("/api/act", { action: { kind: "charge", unit: u.id, target: t.id, supporters: ticked("supporter"), with: ticked("fellow") } });
    };
  }
  for (const r of charge.refused || []) html("div", `${r.name}: ${r.why_not}`, d, "why refused-charge");
}

function drawMoveChoice(d, u, move) {
  html("div", `up to ${move.allowance}" (the shaded reach): click a destination on the map`, d);
  const face = html("select", null, d);
  face.id = "move-facing";
  html("option", "keeping its facing", face).value = "keep";
  html("option", "facing the way it moves", face).value = "way";
  html("option", "facing a bearing of (degrees):", face).value = "bearing";
  const degrees = document.createElement("input");
  degrees.type = "number"; degrees.id = "facing-degrees"; degrees.min = 0; degrees.max = 359; degrees.step = 5;
  degrees.value = Math.round(u.facing);
  degrees.oninput = () => { face.value = "bearing"; };
  d.appendChild(degrees);
  const b = html("button", "Move…", d);
  b.id = "move-mode";
  b.onclick = () => { mode = { kind: "move", allowance: move.allowance, reach: move.reach }; notice("click where " + u.name + " should go", false); drawMap(); };
}

// The facing a move to `at` ends with, as the person chose it.
function chosenFacing(u, at) {
  const how = $("move-facing") ? $("move-facing").value : "keep";
  if (how === "way") return (Math.atan2(at[0] - u.at[0], at[1] - u.at[1]) * 180 / Math.PI + 360) % 360;
  if (how === "bearing") return ((Number($("facing-degrees").value) % 360) + 360) % 360;
  return u.facing;
}

let handedTo = null;
function handOver() {
  if (!state.hot_seat || !state.to_command || state.to_command === handedTo) return;
  selected = null; options = null; mode = null;
  picks++;  // an answer still on its way for the other player's pick is dropped
  notice("", false);
  $("cover-text").textContent = `${state.to_command} to command — click to continue`;
  $("cover").hidden = false;
}
$("cover-go").onclick = () => { handedTo = state.to_command; $("cover").hidden = true; };
)PLAYCHOICES";

}  // namespace

std::string_view play_page_choices() { return kPlayPageChoicesText; }

}  // namespace caisson::server
