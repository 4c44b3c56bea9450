-- bench/battles/generate.lua: a battle of N infantry regiments per side for the turn-cost curve
-- (bench/bench_battles.cpp rewrites the next line; as a battle file it plays with N = 50).
local N = 50
-- Brigades of four regiments in line, in rows across the table; the table grows with N so the
-- density of troops stays that of the reference battle: the cost curve shows how the engine
-- scales, not how crowded the table gets. Both sides attack the objective in front of them; the
-- front lines start 12" apart so fire begins on turn 1. No hooks, no events: engine cost only.
local PER_BRIGADE = 4
local BRIGADE_WIDTH, ROW_DEPTH, GAP = 36, 6, 12
local brigades = math.ceil(N / PER_BRIGADE)
local columns = math.max(2, math.ceil(math.sqrt(brigades * 2)))
local rows = math.ceil(brigades / columns)
local width = columns * BRIGADE_WIDTH + 10
local half = rows * ROW_DEPTH + 4
local depth = 2 * half + GAP

local objectives = {}
for c = 1, columns do
  objectives["o" .. c] = { at = { 5 + (c - 0.5) * BRIGADE_WIDTH, depth / 2 }, radius = 4, points = 1 }
end

local function side_army(side, facing)
  local body = { commander = general (side .. " General") { at = { width / 2, side == "USA" and 1 or depth - 1 } } }
  local n = 0
  for b = 0, brigades - 1 do
    local row, column = b // columns, b % columns
    local y = half - 2 - row * ROW_DEPTH
    if side == "CSA" then y = depth - y end
    local members = { commander = general (side .. " brigadier " .. b) {}, order = "attack",
                      objective = "o" .. (column + 1), at = { 5 + (column + 0.5) * BRIGADE_WIDTH, y },
                      facing = facing, formation = "line" }
    for _ = 1, PER_BRIGADE do
      if n < N then
        n = n + 1
        members[#members + 1] = infantry (side .. " regiment " .. n) {
          quality = ({ "raw", "seasoned", "veteran" })[n % 3 + 1],
          weapon = (n % 2 == 0) and "rifled" or "smoothbore" }
      end
    end
    body[#body + 1] = brigade (side .. " brigade " .. b) (members)
  end
  return army (side .. " army") (body)
end

local terrain = {}
for c = 1, columns, 3 do  -- a wood in every third column, on the line of contact
  local x = 5 + (c - 1) * BRIGADE_WIDTH + 8
  terrain[#terrain + 1] = woods ("wood " .. c) { cover = "light", { x, depth / 2 - 3 }, { x + 10, depth / 2 - 3 },
                                                  { x + 10, depth / 2 + 3 }, { x, depth / 2 + 3 } }
end
terrain[#terrain + 1] = hill "ridge" { { 5, depth / 2 - 4 }, { width - 5, depth / 2 - 4 }, { width - 5, depth / 2 - 1 },
                                       { 5, depth / 2 - 1 }, height = 1 }
terrain[#terrain + 1] = road "pike" { { width / 2, 0 }, { width / 2 + 3, depth } }

return battle ("Generated: " .. N .. " regiments a side") {
  date = "1863-07-01", rules = "igor", turns = 12, first = "USA",
  table = { width = width, depth = depth },
  terrain = terrain,
  objectives = objectives,
  forces = { USA = side_army("USA", 0), CSA = side_army("CSA", 180) },
}
