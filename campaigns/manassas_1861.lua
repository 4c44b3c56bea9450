-- campaigns/manassas_1861.lua: the Manassas campaign of July 1861 as three linked battles.
--
--   blackburns_ford (18 July) --> first_bull_run (21 July) --> centreville (22 July, what-if)
--                     \__________________________________________/
--                      a hard Confederate win at the ford goes straight to Centreville
--
-- THE BRANCH after Blackburn's Ford. History: the repulse of Tyler's reconnaissance convinced
-- McDowell that Bull Run could not be forced frontally at the fords, and he spent the 19th-20th
-- scouting the long march round the Confederate left by Sudley Springs — which produced the
-- battle on Henry Hill (first_bull_run). That holds whenever the Union wins, the fight is
-- drawn, or the Confederates only just hold the crossing (a marginal win).
-- If instead the Confederates win substantially or decisively (Richardson's brigade wrecked,
-- or driven back up the ridge with the Confederates on it), the campaign goes straight to
-- Centreville: Beauregard's own plan for 21 July (his orders of the 20th, O.R. I/2 p. 479) was
-- to cross at the lower fords — Union Mills, McLean's and Blackburn's — and attack the Union
-- army at Centreville. A shaken McDowell holding the heights invites exactly that attack, and
-- the Henry Hill battle is never fought. scripts/centreville.lua is written on the ground and
-- with the defenders of the 21st-22nd, so it serves both routes (see its header).
--
-- After First Bull Run: a Confederate win leads to the pursuit at Centreville; a Union win or a
-- draw ends the campaign (nil), as the Union army would have been across Bull Run.
--
-- CARRY-OVER. Losses, generals and experience carry by name. The names are kept identical
-- across the three battle files on purpose: "7th Virginia", "7th Louisiana", "Washington
-- Artillery", Longstreet's "1st/11th/17th Virginia", Richardson's "1st Massachusetts",
-- "12th New York", "2nd/3rd Michigan", "Ayres'", the generals "Tyler", "Early", "Longstreet",
-- "Richardson", "Beauregard".

return campaign "Manassas, July 1861" {
  start = "blackburns_ford",
  battles = {
    blackburns_ford = { file = "scripts/blackburns_ford.lua",
                        -- r.winner ("USA"/"CSA"/"draw"), r.level, r.turn, r.losses.USA ...
                        next = function(r)
                          if r.winner == "CSA" and (r.level == "substantial" or r.level == "decisive") then
                            return "centreville"      -- Beauregard's offensive of 21 July goes ahead
                          end
                          return "first_bull_run"     -- history: McDowell turns the Confederate left
                        end },
    first_bull_run  = { file = "scripts/first_bull_run.lua",
                        next = function(r) if r.winner == "CSA" then return "centreville" end end },  -- nil ends the campaign
    centreville     = { file = "scripts/centreville.lua" },
  },
  carry = { losses = true, generals = true, experience = true },
  experience = { battles_to_season = 1, battles_to_veteran = 3 },   -- raw -> seasoned -> veteran after surviving battles
  between = function(c, result)
    -- c:say(fmt, ...), c.vars (table), c:replenish(unit_name, stands), c:promote(unit_name), c:replace_general(dead_name, new_name)
    c.vars.battles = (c.vars.battles or 0) + 1
    if c.vars.battles == 1 then
      -- After Blackburn's Ford (18 July). Three days pass before the next fight.
      c.vars.blackburns_ford = result.winner
      -- The same test as blackburns_ford.next, remembered so the next call knows which battle it follows.
      local hard_win = result.winner == "CSA" and (result.level == "substantial" or result.level == "decisive")
      c.vars.second_battle = hard_win and "centreville" or "first_bull_run"
      if hard_win then
        c:say("Blackburn's Ford: Richardson's brigade is wrecked at the ford. Beauregard orders his army across the lower fords against Centreville.")
        c:promote("1st Virginia")
      elseif result.winner == "CSA" then
        c:say("Blackburn's Ford: Tyler's reconnaissance is thrown back. The Confederates cheer their first victory; McDowell looks for another way round.")
        -- The 1st Virginia held the centre of the ford under fire; Longstreet praised it.
        c:promote("1st Virginia")
      elseif result.winner == "USA" then
        c:say("Blackburn's Ford: Tyler's reconnaissance holds its own at the ford, but McDowell, short of rations and wary, pulls Tyler back and plans a flank march.")
        c.vars.longstreet_bloodied = true
      else
        c:say("Blackburn's Ford: a bloody standoff at the crossing. McDowell decides against the fords and plans a flank march.")
      end
      -- The 12th New York's stragglers, scattered back to Centreville, mostly came in again by the 21st.
      c:replenish("12th New York", 1)
    elseif c.vars.battles == 2 and c.vars.second_battle == "first_bull_run" then
      c.vars.first_bull_run = result.winner
      if result.winner == "CSA" then
        c:say("The Union army streams back through Centreville in the night; Miles' division and Richardson's brigade form the rear guard on the heights.")
      end
    end
  end,
}
