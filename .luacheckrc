-- luacheck configuration for caisson's Lua content (scripts/, events/, campaigns/).
std = "lua54"
-- The constructors the battle loader provides to every battle, event and campaign file.
read_globals = {
  "battle", "army", "corps", "division", "brigade", "infantry", "cavalry", "battery", "general",
  "hill", "woods", "town", "rough", "crops", "impassable",
  "road", "stream", "ford", "fence", "wall", "entrenchment",
  "event_table", "campaign",
}
max_line_length = false
