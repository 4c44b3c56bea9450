-- events/fredericksburg.lua: the Marye's Heights event table (2d6, rolled at the start of every
-- turn) for scripts/fredericksburg.lua. Each entry is drawn from the afternoon of 13 December
-- 1862 in front of the stone wall.
-- Sources: O.R. Ser. I, Vol. 21 (reports of Couch, Howard, Hooker, Longstreet, McLaws, Ransom,
-- Kershaw and McMillan); Battles and Leaders, vol. 3 (D. N. Couch, "Sumner's 'Right Grand
-- Division'"; J. Longstreet, "The Battle of Fredericksburg"); J. Longstreet, "From Manassas to
-- Appomattox" (1896); F. A. O'Reilly, "The Fredericksburg Campaign" (2003).
--
-- Effects are arrivals hastened or delayed, orders, one HIT, and the narrative. The HIT names a
-- regiment, which the brigade-scale rule systems (minicampaign, ap) merge into its brigade: the
-- entry's condition finds no such unit there and the entry does nothing.

-- A unit that is on the table and not running, or nil (nil too for a regiment the rule system
-- merged into its brigade): scripts/lib/units.lua.
local steady = require("lib.units").steady

return event_table "Marye's Heights" {
  dice = "2d6",

  -- Cobb was mortally wounded early in the afternoon near the Stephens house, by a shell
  -- fragment or a sharpshooter's ball (accounts differ), and bled to death. Longstreet, hearing
  -- he was down, sent Kershaw with two regiments, then his whole brigade, into the road.
  [2] = { "Cobb is down",
          text = "Word comes up the hill that Cobb has fallen by the Stephens house; Colonel McMillan of the 24th Georgia has the brigade.",
          once = true, side = "CSA", turns = {2, 8},
          condition = function(b) return b:general("Cobb").alive end,
          effect = function(b)
            b.vars.cobb_down = true
            if b:hasten("Kershaw's", 1) then
              b:say("Longstreet sends Kershaw down the Telegraph Road with his South Carolinians.")
            end
          end },

  -- Union sharpshooters in the houses and outbuildings nearest the wall (the "brick house" and
  -- the Stratton house) picked off men in the road all day.
  [3] = { "Sharpshooters in the brick houses",
          text = "Federal marksmen in the houses below the wall fire into the sunken road.",
          turns = {2, 10},
          condition = function(b) return steady(b, "24th Georgia") ~= nil end,
          effect = { hits = 1, unit = "24th Georgia" } },

  -- The Washington Artillery, its chests empty, was relieved by Alexander's battalion toward
  -- 16:00; Walton's men limbered up under fire.
  [4] = { "Walton's chests are empty",
          text = "The Washington Artillery is down to its last rounds; Walton sends back for Alexander's guns.",
          once = true, side = "CSA", turns = {6, 10},
          effect = { reinforce = "Alexander's Battalion" } },

  -- Hooker crossed the river to argue against another assault with Burnside, lost, and came
  -- back to send Humphreys in.
  [5] = { "Hooker protests",
          text = "Hooker rides back across the pontoons to tell Burnside the heights cannot be taken.",
          once = true, side = "USA", turns = {6, 10},
          effect = { { delay = "Tyler's", turns = 1 }, { delay = "Allabach's", turns = 1 } } },

  -- The planks of the bridges over the canal ditch had been taken up: regiments crossed in
  -- single file on the stringers or waded, bunching at the ditch under the guns.
  [6] = { "The bridges are stripped",
          text = "At the canal ditch the columns crowd onto the bare stringers of the bridges and into the icy water.",
          turns = {4, 10},
          effect = function(b)
            if not b:delay("Getty's", 1) then
              b:say("The Confederate gunners drop shells among the men crowding at the ditch.")
            end
          end },

  [7] = "Smoke hangs over the plain",

  -- Ransom sent the 25th North Carolina down into the road beside the Georgians early in the
  -- afternoon, and more of his regiments after it.
  [8] = { "Ransom goes down to the road",
          text = "Ransom sends his North Carolinians over the crest and down into the sunken road.",
          once = true, side = "CSA", turns = {2, 6},
          effect = { order = { to = "Ransom's brigade", order = "hold", objective = "stone_wall" } } },

  -- Howard ordered Hazard's battery over the canal to within 150 yards of the wall. "General,
  -- a battery could not live out there." "Then it must die out there."
  [9] = { "Then it must die out there",
          text = "Hazard's and Frank's batteries gallop over the canal ditch to fire canister at the wall.",
          once = true, side = "USA", turns = {4, 10},
          effect = { reinforce = "Couch's guns" } },

  -- Burnside, pacing at the Phillips house: "That crest must be carried tonight."
  [10] = { "That crest must be carried tonight",
           text = "Burnside sends word to Hooker: the heights must be carried before dark.",
           once = true, side = "USA", turns = {5, 10},
           effect = { { hasten = "Tyler's", turns = 1 }, { hasten = "Allabach's", turns = 1 } } },

  -- Confederates of the 24th Georgia, many of them Irish, recognised the green boxwood in the
  -- caps of Meagher's men: "Oh God, what a pity! Here comes Meagher's fellows."
  [11] = { "Green boxwood in their caps",
           text = "In the sunken road the Irishmen of the 24th Georgia see the green sprigs coming: \"Oh God, what a pity! Here comes Meagher's fellows.\"",
           once = true, turns = {2, 6},
           condition = function(b) return steady(b, "69th New York") ~= nil or steady(b, "28th Massachusetts") ~= nil end },

  -- Couch, in the courthouse steeple with Howard, watching French's and Hancock's men fall:
  -- "Oh, great God! see how our men, our poor fellows, are falling!"
  [12] = { "From the courthouse steeple",
           text = "In the courthouse steeple Couch lowers his glasses: \"Oh, great God! See how our men, our poor fellows, are falling!\"",
           once = true, turns = {2, 8} },
}
