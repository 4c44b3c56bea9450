-- events/mcphersons_ridge.lua: the McPherson's Ridge event table (2d6, rolled at the start of
-- every turn). Each entry is drawn from the fight west of Gettysburg on 1 July 1863.
-- Sources: O.R. Ser. I, Vol. 27, Parts 1 and 2 (reports of Buford, Gamble, Doubleday,
-- Wadsworth, Cutler, Dawes of the 6th Wisconsin, Heth, Davis, Fry for Archer's brigade);
-- R. R. Dawes, "Service with the Sixth Wisconsin Volunteers" (1890); H. W. Pfanz,
-- "Gettysburg: The First Day" (2001); D. G. Martin, "Gettysburg July 1" (1995).
--
-- Effects use only b:say, b.vars, b:find_unit, b:hasten and b:delay. The engine cannot yet kill a
-- general or take a unit prisoner from a script, so Reynolds' death and Archer's capture are
-- told and remembered in b.vars (the victory function reports them) rather than enforced.

-- A unit that is on the table and not running, or nil: scripts/lib/units.lua.
local steady = require("lib.units").steady

return event_table "McPherson's Ridge" {
  dice = "2d6",

  -- About 10:15 Reynolds, urging the 2nd Wisconsin into Herbst woods ("Forward, men! Forward
  -- for God's sake, and drive those fellows out of the woods!"), was shot behind the ear and
  -- killed instantly. Doubleday took command of the field.
  [2] = { "Reynolds is killed",
          text = "At the edge of Herbst woods Reynolds turns in the saddle to look for his supports and falls dead.",
          once = true, turns = {3, 12},
          effect = function(b)
            b.vars.reynolds_killed = true
            b:say("Doubleday takes command of the I Corps; the brigades fight on under their own colonels.")
          end },

  -- Archer, exhausted by fever, was taken in the woods by Pvt. Patrick Maloney of the 2nd
  -- Wisconsin — the first general of Lee's army captured since Lee took command.
  [3] = { "Archer captured",
          text = "In the tangle along Willoughby Run a private of the 2nd Wisconsin seizes General Archer.",
          once = true, turns = {4, 12},
          effect = function(b)
            if steady(b, "2nd Wisconsin") and steady(b, "7th Tennessee") then
              b.vars.archer_captured = true
              b:say("\"Good morning, Archer! I'm glad to see you!\" says Doubleday. \"Well, I'm not glad to see you by a damn sight.\"")
            else
              b:say("Archer's brigade, fighting in the woods, is nearly cut off.")
            end
          end },

  -- Davis' regiments took cover in the unfinished railroad cut, too deep to fire from; the 6th
  -- Wisconsin, 95th New York and 14th Brooklyn charged to its lip and took some 200 prisoners
  -- and the 2nd Mississippi's flag.
  [4] = { "Throw down your muskets!",
          text = "Davis' men crowd into the railroad cut; it is too deep to fire out of.",
          once = true, turns = {4, 12},
          effect = function(b)
            b.vars.cut_trap = true
            if steady(b, "6th Wisconsin") then
              b:say("Dawes' 6th Wisconsin makes for the lip of the cut: \"Throw down your muskets!\"")
            end
          end },

  -- Buford, from the Lutheran Seminary cupola, signalled Reynolds that he could hold.
  [5] = { "The cupola",
          text = "Buford, in the Seminary cupola, sees Reynolds' staff on the Emmitsburg road: \"Let's hurry them on.\"",
          once = true,
          effect = function(b) b:hasten("Cutler's", 1) end },

  -- Hot, close morning; the I Corps marched the last miles at the double in the heat.
  [6] = { "Heat",
          text = "A close, sultry July morning; men fall out on the road from Emmitsburg.",
          effect = function(b) b.vars.heat = (b.vars.heat or 0) + 1 end },

  [7] = "Carbine fire along the ridge",

  -- Wadsworth cut across the fields from the Emmitsburg road past the Codori farm at the double.
  [8] = { "Across the fields at the double",
          text = "Wadsworth's column leaves the road and cuts across the fields toward the Seminary.",
          once = true,
          effect = function(b) b:hasten("Meredith's", 1) end },

  -- Teams and trains on the road; the column halted to let them pass.
  [9] = { "Wagons on the road",
          text = "Supply wagons block the Emmitsburg road; the Iron Brigade halts to let them by.",
          once = true,
          effect = function(b) b:delay("Meredith's", 1) end },

  -- Lee, arriving in the afternoon, did not want a general engagement before his army was up.
  [10] = { "Not a general engagement",
           text = "Word comes from Lee: he does not wish to bring on a general engagement today.",
           once = true,
           effect = function(b) b:delay("Pettigrew's", 1) end },

  -- John Burns, 69, a veteran of 1812, took his musket to the Iron Brigade in Herbst woods.
  [11] = { "John Burns",
           text = "An old man in a swallow-tailed coat and a high hat walks into Herbst woods with his musket.",
           once = true,
           effect = function(b)
             b.vars.john_burns = true
             if steady(b, "7th Wisconsin") then b:say("The 7th Wisconsin lets him fall in on its line.") end
           end },

  -- Archer's Tennesseans, seeing the black Hardee hats: "'Taint no militia — that's the Army
  -- of the Potomac!"
  [12] = { "Those damned black-hatted fellows",
           text = "\"'Tain't no militia. It's those damned black-hatted fellows again! It's the Army of the Potomac!\"",
           once = true,
           effect = function(b)
             b.vars.black_hats = true
             b:hasten("Meredith's", 1)
           end },
}
