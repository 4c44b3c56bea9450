-- events/blackburns_ford.lua: the Blackburn's Ford event table (2d6, rolled at the start of every
-- turn). Each entry is drawn from something that happened at the ford on 18 July 1861.
-- Sources: O.R. Ser. I, Vol. 2 (reports of Tyler, Richardson, Longstreet, Early, Beauregard and
-- Capt. Eshleman of the Washington Artillery); J. Longstreet, "From Manassas to Appomattox"
-- (1896), ch. 4; J. A. Early, "Autobiographical Sketch" (1912); W. C. Davis, "Battle at Bull
-- Run" (1977), ch. 7; J. Hennessy, "The First Battle of Manassas" (1989).
--
-- Effects use only b:say, b.vars, b:find_unit, b:hasten and b:delay.

-- A unit that is on the table and not running, or nil: scripts/lib/units.lua.
local steady = require("lib.units").steady

return event_table "Blackburn's Ford" {
  dice = "2d6",

  -- Early's 7th Virginia came up behind Longstreet's line and fired a volley into it; Longstreet
  -- threw himself to the ground to escape it (Longstreet, "From Manassas to Appomattox").
  [2] = { "Friends in the rear",
          text = "Early's 7th Virginia, coming up through the trees, fires a volley into Longstreet's own line.",
          once = true,
          effect = function(b)
            b.vars.friendly_fire = true
            if steady(b, "7th Virginia") then
              b:say("Longstreet flings himself flat as the volley passes over him; the 7th Virginia is halted and re-formed.")
            else
              b:say("In the thickets along Bull Run a Confederate regiment fires into another.")
            end
          end },

  -- The 12th New York broke in the woods on the Union left and streamed back up the hill;
  -- Richardson called it "a disgraceful retreat" (O.R. I/2, Richardson's report).
  [3] = { "The 12th New York gives way",
          text = "A rumour of Confederate cavalry runs along the Union left; the 12th New York looks over its shoulder.",
          once = true,
          effect = function(b)
            b.vars.twelfth_shaken = true
            if steady(b, "12th New York") then
              b:say("Colonel Walrath's men waver in the pines above the ford.")
            end
          end },

  -- The day was hot and the Union regiments had marched from Centreville with empty canteens.
  [4] = { "Heat and dust",
          text = "The July sun beats on the open slope above the ford; men fall out for water.",
          effect = function(b) b.vars.heat = (b.vars.heat or 0) + 1 end },

  ["5-6"] = "Skirmishers trade shots across the stream",

  [7] = "All quiet",

  -- Beauregard, at Mitchell's Ford, watched the firing and sent Early's brigade to Longstreet.
  [8] = { "Beauregard sends Early",
          text = "Beauregard, watching from Mitchell's Ford, sends Early's brigade at the double to Longstreet.",
          once = true,
          effect = function(b) b:hasten("Early's", 1) end },

  -- Early's brigade lost its way between McLean's farm and the ford.
  [9] = { "The wrong farm lane",
          text = "Early's guides lead his column down the wrong lane among the farms south of the run.",
          once = true,
          effect = function(b) b:delay("Early's", 1) end },

  -- The Washington Artillery came up late in the afternoon and duelled with Ayres' guns.
  [10] = { "The Washington Artillery limbers up",
           text = "Eshleman's New Orleans gunners are ordered to the ford and whip up their teams.",
           once = true,
           effect = function(b) b:hasten("Washington Artillery battalion", 1) end },

  -- Longstreet rode among his wavering recruits, sword drawn, and held them in line.
  [11] = { "Longstreet steadies the line",
           text = "Longstreet rides along the bank, cigar in teeth, and his recruits stand.",
           once = true,
           effect = function(b)
             b.vars.longstreet_steadied = true
             if steady(b, "1st Virginia") then b:say("The Richmond militia of the 1st Virginia cheers him.") end
           end },

  -- Tyler, ordered only to look at the ford and not to bring on a battle, kept pushing.
  [12] = { "Tyler exceeds his orders",
           text = "Tyler, told by McDowell not to bring on an engagement, sends for more guns and presses on.",
           once = true,
           effect = function(b) b.vars.tyler_presses = true end },
}
