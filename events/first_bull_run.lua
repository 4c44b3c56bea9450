-- events/first_bull_run.lua: the First Bull Run event table (2d6, rolled at the start of every
-- turn). Each entry is drawn from something that happened on Henry Hill on 21 July 1861.
-- Sources: O.R. Ser. I, Vol. 2 (reports of Jackson, Cummings of the 33rd Virginia, Griffin,
-- Barry, Ricketts, Howard, Kirby Smith/Elzey); J. Hennessy, "The First Battle of Manassas";
-- W. C. Davis, "Battle at Bull Run".
--
-- Effects use only b:say, b.vars, b:find_unit, b:hasten and b:delay.

-- A unit that is on the table and not running, or nil: scripts/lib/units.lua.
local steady = require("lib.units").steady

return event_table "First Bull Run" {
  dice = "2d6",

  -- ~15:00 the 33rd Virginia, many of its men in blue, walked up to within seventy yards of
  -- Griffin's guns; Major Barry told Griffin they were his supports, the gunners held their
  -- canister, and one volley killed the battery's horses and crews.
  [2] = { "Blue-coated Virginians",
          text = "The 33rd Virginia, half of it in blue, closes on the Union guns unchallenged.",
          once = true,
          effect = function(b)
            b.vars.blue_virginians = true
            if steady(b, "33rd Virginia") and steady(b, "Griffin's") then
              b:say("Barry swears the regiment by the fence is Griffin's support; the gunners hold their canister.")
            else
              b:say("In the smoke a blue-coated regiment is taken for friends, and the mistake costs dear.")
            end
          end },

  -- Grey-clad Union regiments (2nd Wisconsin, 8th New York Militia) and blue-clad Confederates;
  -- in the still air the Stars and Bars and the Stars and Stripes hang limp and alike.
  ["3-4"] = { "Which flag is whose?",
              text = "Uniforms of every colour and limp flags: regiments hold their fire at enemies and fire on friends.",
              effect = function(b)
                b.vars.confusion = (b.vars.confusion or 0) + 1
                if steady(b, "2nd Wisconsin") then
                  b:say("The 2nd Wisconsin, in grey, takes a volley in the back from its own side.")
                end
              end },

  -- Over 90 degrees, little water; Howard's brigade ran the last miles and men dropped from heat.
  ["5-6"] = { "Smoke and heat",
              text = "A windless July afternoon: smoke hangs over the plateau and men fall out for water.",
              effect = function(b)
                b.vars.heat = (b.vars.heat or 0) + 1
                b:delay("Howard's", 1)
              end },

  [7] = "All quiet",

  -- All day the Union wondered whether Patterson had held Johnston in the Valley; rumour of his
  -- trains at Manassas kept McDowell's reserves looking over their shoulders.
  [8] = { "Rumours of Johnston's trains",
          text = "Word runs down the Union line that Johnston's army is coming by rail; the reserves are held back.",
          effect = function(b)
            b.vars.rumours = (b.vars.rumours or 0) + 1
            b:delay("Burnside's", 1)
          end },

  -- Johnston seized the colours of the 4th Alabama and led the regiment back into line;
  -- Beauregard rode among the stragglers and sent Cocke's regiments up from the fords.
  ["9-10"] = { "Beauregard rallies the stragglers",
               text = "Johnston and Beauregard ride among the broken regiments, colours in hand, and call up the reserves.",
               effect = function(b)
                 b.vars.rallied = (b.vars.rallied or 0) + 1
                 b:hasten("Cocke's", 1)
               end },

  -- Bee, rallying his brigade: "There stands Jackson like a stone wall! Rally behind the Virginians!"
  [11] = { "Stonewall",
           text = "\"There stands Jackson like a stone wall! Rally behind the Virginians!\"",
           once = true,
           effect = function(b)
             b.vars.stonewall = true
             if steady(b, "4th Alabama") then
               b:say("The 4th Alabama re-forms on Jackson's right.")
             end
           end },

  -- Kirby Smith's brigade detrained at Manassas Junction about noon and came on at the run.
  [12] = { "Trains from the Valley",
           text = "Kirby Smith's trains are in early; his brigade is already marching for the sound of the guns.",
           once = true,
           effect = function(b) b:hasten("Kirby Smith's", 2) end },
}
