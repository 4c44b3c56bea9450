#include "server/play_page_parts.hpp"

namespace caisson::server {
namespace {

// The rule system's own sequence on the page (the state's sequence_state): under the phases,
// what it holds now — jackson's card turned and cards left, its fire-fight's round, ap's generals
// who failed, the attacks and charges declared; a unit's own facts (ap's action points and
// motivation, minicampaign's activation, jackson's move dice) in its panel and its tooltip; and
// the units of the brigade whose card is turned marked on the map.
constexpr std::string_view kPlayPageSequenceText = R"PLAYSEQ(
function drawSequenceNow() {
  const list = $("sequence-now");
  list.innerHTML = "";
  for (const f of state.sequence_state || []) {
    if (f.key === "card_brigade" || f.key === "card_side") continue;  // the card's words say them
    const li = html("li", null, list);
    li.dataset.key = f.key;
    html("span", f.label + ": ", li, "label");
    html("span", String(f.value), li, "value");
  }
}

function cardBrigade() {
  const f = (state.sequence_state || []).find((x) => x.key === "card_brigade");
  return f ? f.value : null;
}
function onCard(u) { return cardBrigade() !== null && u.brigade === cardBrigade(); }

function unitFacts(parent, u) {
  if (!u.sequence_state || !u.sequence_state.length) return;
  const box = html("div", null, parent, "facts");
  box.id = "unit-facts";
  for (const f of u.sequence_state) {
    const line = html("div", `${f.label}: ${f.value}`, box);
    line.dataset.key = f.key;
  }
}
)PLAYSEQ";

}  // namespace

std::string_view play_page_sequence() { return kPlayPageSequenceText; }

}  // namespace caisson::server
