-- events/gettysburg.lua: the event table of Gettysburg's second day (2d6, rolled at the start of
-- every turn). Each entry comes from the afternoon and evening of 2 July 1863.
-- Sources: O.R. Ser. I, Vol. 27 (the reports of Warren's and Sykes' staff, Hancock, Longstreet,
-- McLaws, Ewell, Early and Rodes); H. W. Pfanz, "Gettysburg: The Second Day" (1987) and
-- "Gettysburg: Culp's Hill and Cemetery Hill" (1993); E. B. Coddington, "The Gettysburg
-- Campaign" (1968).
--
-- Effects are orders, arrivals hastened or delayed and the narrative. A script cannot wound a
-- general, so Sickles', Hood's and Pender's wounds are told and their consequence played as an
-- order; none deals HITs, which a brigade-scale rule system would spread over merged brigades.

-- True when a formation of `side` has an unbroken unit on the table (found by the formation each
-- unit hangs from, so that it works whether the rules play regiments or brigades).
local function present(b, side, formation)
  for _, u in ipairs(b:units(side)) do
    if u.brigade == formation and not u.routing then return true end
  end
  return false
end

return event_table "Gettysburg, 2 July" {
  dice = "2d6",

  -- Sickles was hit in the right leg by a cannonball near the Trostle barn about 18:00 and
  -- carried off, still smoking a cigar; Birney took the corps and pulled Graham's wreck back.
  [2] = { "Sickles is struck down",
          text = "A round shot smashes Sickles' leg by the Trostle barn; Birney takes the III Corps.",
          once = true, turns = {9, 18}, side = "USA",
          condition = function(b) return present(b, "USA", "Graham's") end,
          effect = function(b)
            b.vars.sickles_down = true
            b:order{ to = "Graham's", order = "retire" }
          end },

  -- A shell burst over Hood at the start of his attack and put him out of it with a shattered
  -- arm; Law, the senior brigadier, did not learn he commanded the division for some time, and
  -- the Texans drifted right toward the Round Tops.
  [3] = { "Hood is down",
          text = "A shell bursts over Hood in the Slyder fields; the division goes on without a head, the Texans edging toward the Round Tops.",
          once = true, turns = {3, 8}, side = "CSA",
          condition = function(b) return present(b, "CSA", "Robertson's") end,
          effect = { order = { to = "Robertson's", order = "attack", objective = "little_round_top" } } },

  -- Warren, Meade's chief engineer, found Little Round Top held only by signalmen and sent
  -- officers galloping for any troops they could find; Vincent took his brigade up on his own
  -- authority, and Weed's followed.
  [4] = { "Warren on Little Round Top",
          text = "Warren, on the signal station, sees Hood's line overlapping the Union left: \"Send a brigade, a division if you can!\"",
          once = true, turns = {2, 8},
          effect = { { hasten = "Vincent's", turns = 1 }, { hasten = "Weed's", turns = 1 } } },

  -- The sun, smoke and heat: regiments on both sides fired away their forty rounds and sent
  -- back for more, or took them from the dead.
  [5] = { "Cartridge boxes empty",
          text = "Along Plum Run men rifle the cartridge boxes of the dead; the fire slackens while the ammunition comes up.",
          turns = {8, 24} },

  -- Meade stripped his right and centre for the left all evening: the VI Corps was pushed
  -- forward as it came up.
  [6] = { "Meade strips the line",
          text = "Meade sends word along the Baltimore Pike: every brigade that can march is wanted on the left.",
          turns = {5, 14},
          effect = { { hasten = "Nevin's", turns = 1 }, { hasten = "Bartlett's", turns = 1 }, { hasten = "Torbert's", turns = 1 } } },

  [7] = "Smoke and noise along the whole line",

  -- Barksdale begged McLaws and Longstreet all afternoon to let him take the guns at the Peach
  -- Orchard; "I wish you would let me go in, General."
  [8] = { "\"Let me go in, General\"",
          text = "Barksdale rides to McLaws again: \"I wish you would let me go in. I would take that battery in five minutes.\"",
          once = true, turns = {6, 9}, side = "CSA",
          effect = { order = { to = "Barksdale's", order = "attack", objective = "peach_orchard" } } },

  -- The VI Corps' long march: some brigades arrived footsore and late.
  [9] = { "Footsore on the Baltimore Pike",
          text = "The VI Corps' rear brigades, thirty-four miles on the road since the night, straggle in.",
          turns = {6, 14},
          effect = { { delay = "Grant's", turns = 1 }, { delay = "Neill's", turns = 1 } } },

  -- Ewell meant Rodes to attack Cemetery Hill from the town with Early; Rodes was slow getting
  -- his brigades out of the streets and called them back when he saw Early's attack failing.
  -- Here he is in time.
  [10] = { "Rodes comes out of the town",
           text = "Rodes has his brigades out of the streets in time: Ramseur and Doles go at Cemetery Hill beside Early.",
           once = true, turns = {17, 22}, side = "CSA",
           effect = { { order = { to = "Ramseur's", order = "attack", objective = "cemetery_hill" } },
                      { order = { to = "Doles'", order = "attack", objective = "cemetery_hill" } } } },

  -- Pender was hit by a shell fragment on Seminary Ridge in the early evening and died of it; his
  -- division, meant to join Anderson's attack, never went in.
  [11] = { "Pender is hit",
           text = "Pender is struck in the thigh by a shell fragment; his division stays on Seminary Ridge.",
           once = true, turns = {10, 20}, side = "CSA",
           effect = function(b) b.vars.pender_down = true end },

  -- Hancock, given the left after Sickles fell, rode along Plum Run throwing in whatever he
  -- found: the 1st Minnesota, "Charge those lines!", and Willard's brigade.
  [12] = { "\"Do you see those colours? Take them.\"",
           text = "Hancock gallops up to the 1st Minnesota: there is nobody else to stop Wilcox. \"Charge those lines!\"",
           once = true, turns = {11, 18}, side = "USA",
           condition = function(b) return present(b, "USA", "Harrow's") end,
           effect = { order = { to = "Harrow's", order = "attack", objective = {108, 40} } } },
}
