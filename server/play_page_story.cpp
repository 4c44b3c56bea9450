#include "server/play_page_parts.hpp"

namespace caisson::server {
namespace {

// The replay page's vocabulary on the play page (GET /api/story: render/'s reading of the log):
// this turn's moves, volleys and charges drawn on the map as the replay draws them — a dashed
// line in the side's colour for a move, a thin red arrow for fire (heavier when it hit, its HITs
// marked at the target), a heavy red arrow for a charge — the turn before faded under them; and
// the turn told line by line with its dice in the side panel.
constexpr std::string_view kPlayPageStoryText = R"PLAYSTORY(
let story = { turns: [] }, storyNext = null;

// The story, asked again only from the log's length it was read at: unchanged, it comes back
// without turns and the one held stands.
function fetchStory() { return getJson("/api/story" + (storyNext === null ? "" : "?from=" + storyNext)); }
function takeStory(told) {
  if (told.turns) story = { turns: told.turns };
  storyNext = told.next;
}

function arrowHeads(svg) {
  const defs = el("defs", {}, svg);
  for (const [id, cls] of [["fire-head", "fire"], ["charge-head", "charge"]]) {
    const m = el("marker", { id, viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 4, markerHeight: 4,
                             orient: "auto-start-reverse" }, defs);
    el("path", { d: "M0,0 L10,5 L0,10 z", class: "head " + cls }, m);
  }
}

function drawStoryArrows(g) {
  const present = story.turns.length - 1;
  story.turns.forEach((t, i) => {
    const layer = el("g", { class: "story-arrows" + (i < present ? " before" : ""), "data-turn": t.turn }, g);
    for (const a of t.arrows) {
      const u = state.units[a.unit];
      const side = u && u.side === state.sides[1] ? "s1" : "s0";
      const cls = a.kind === "move" ? "move " + side : a.kind + (a.hits > 0 ? " hit" : "");
      const line = el("line", { class: cls, x1: a.from[0], y1: sy(a.from[1]), x2: a.to[0], y2: sy(a.to[1]),
                                "data-kind": a.kind }, layer);
      if (a.kind === "fire") line.setAttribute("marker-end", "url(#fire-head)");
      if (a.kind === "charge") line.setAttribute("marker-end", "url(#charge-head)");
      const title = el("title", {}, line);
      title.textContent = `${unitName(a.unit)} ${a.kind === "move" ? "moved" : a.kind === "fire" ? "fired at " + unitName(a.target)
                          : "charged " + unitName(a.target)}${a.kind === "fire" ? ": " + a.hits + " HIT" + (a.hits === 1 ? "" : "s") : ""}`;
      if (a.kind === "fire" && a.hits > 0 && i === present) {
        const mark = el("text", { class: "hit-mark", x: a.to[0] + 0.8, y: sy(a.to[1]) - 0.8, "font-size": 1.3 }, layer);
        mark.textContent = "\u2716" + a.hits;
      }
    }
  });
}

// A die as its face shows (D6 faces as pips, larger dice as numbers).
function diceText(dice) {
  return dice.map((d) => (d >= 1 && d <= 6 ? String.fromCodePoint(0x2680 + d - 1) : "[" + d + "]")).join("");
}

function drawStoryLines() {
  const box = $("story");
  box.innerHTML = "";
  const t = story.turns[story.turns.length - 1];
  if (!t) { html("p", "Nothing has happened yet.", box, "quiet"); return; }
  $("story-title").textContent = "Turn " + t.turn + " as it happens";
  for (const l of t.lines) {
    const p = html("p", null, box, "line " + l.kind);
    p.dataset.kind = l.kind;
    html("span", l.text, p);
    // A close combat's every roll (both sides'), each on its own; else the line's dice.
    const rolls = l.rolls && l.rolls.length ? l.rolls : l.dice.length ? [l.dice] : [];
    if (rolls.length) {
      const d = html("span", " " + rolls.map(diceText).join(" | "), p, "dice");
      d.dataset.rolls = rolls.length;
      d.title = "dice: " + rolls.map((r) => r.join(", ")).join(" | ");
    }
  }
  box.scrollTop = box.scrollHeight;
}
)PLAYSTORY";

}  // namespace

std::string_view play_page_story() { return kPlayPageStoryText; }

}  // namespace caisson::server
