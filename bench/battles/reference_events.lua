-- bench/battles/reference_events.lua: the reference battle's event table (2d6, every turn).
return event_table "Reference events" {
  dice = "2d6",
  [2]     = { "Ammunition runs short", once = true,
              effect = function(b) b.vars.short = true; b:say("Caissons are empty along the Blue line.") end },
  ["3-4"] = { "Smoke", effect = function(b) b.vars.smoke = (b.vars.smoke or 0) + 1 end },
  ["5-6"] = { "Heat", effect = function(b) b:delay("Blue reserve", 1) end },
  [7]     = "All quiet",
  [8]     = { "Couriers lost", effect = function(b) b.vars.lost_couriers = (b.vars.lost_couriers or 0) + 1 end },
  ["9-10"] = { "Forced march", effect = function(b) b:hasten("Grey reserve", 1) end },
  [11]    = { "Rally", effect = function(b) b:say("The colours go forward; the line steadies.") end },
  [12]    = { "Rails", once = true, effect = function(b) b:hasten("Blue reserve", 2) end },
}
