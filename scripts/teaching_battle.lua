-- scripts/teaching_battle.lua: READ THIS BATTLE FIRST. A small, complete battle with every line
-- explained in plain words. Each comment names the section of docs/scripting.md that covers it.
--
-- The fight: Kernstown, Virginia, 23 March 1862, the afternoon fight on Sandy Ridge. Stonewall
-- Jackson, told (wrongly) that only a rear guard held Kernstown, attacked; Union Col. Nathan
-- Kimball's division answered, and Col. Erastus Tyler's brigade went up Sandy Ridge against the
-- Stonewall Brigade behind a stone wall. Garnett's Virginians ran out of ammunition and fell
-- back without orders; Jackson lost his only battle. It is cut down to two brigades a side:
-- Fulkerson's small brigade, Sullivan's Union brigade and most of the guns are left out.
-- SOURCES: O.R. Ser. I, Vol. 12, Part 1 (reports of Shields, Kimball, Tyler, Jackson, Garnett);
-- G. Ecelbarger, "We Are In For It! The First Battle of Kernstown" (1997); the Kernstown
-- Battlefield Association's maps of Sandy Ridge and the Pritchard farm. Losses: T. L. Livermore,
-- "Numbers and Losses in the Civil War in America" (1900), from the O.R. returns: Union 590 (118
-- killed, 450 wounded, 22 missing), Confederate 718 (80 killed, 375 wounded, 263 missing). They
-- are the whole battle's; most fell on the brigades on this table.
-- HOW IT IS DECIDED, and why: the Union wins by taking the wall; the Confederates only by holding
-- it alone at dusk. A wall still fought over (or left empty) at dusk is a Union win, as on the
-- day: Garnett's men, out of cartridges and outnumbered, could not stay in such a fight. (Scored
-- as a draw, 64% of 1,000 games ended so and the Union won 9%; scored so, the Union wins about
-- 74% and the Confederates 26%: `caisson sweep scripts/teaching_battle.lua --runs 1000`.) From
-- turn 5 the event table's "Out of cartridges" sends the Stonewall Brigade back.
--
-- Try it:  build/release/caisson check scripts/teaching_battle.lua    (checks every field)
--          build/release/caisson run scripts/teaching_battle.lua --seed 1   (plays it, telling the story)

-- A plain Lua table of our own (not an engine field) so the objective's values live in one place.
local SANDY_RIDGE_WALL = { at = {20, 24}, radius = 5, points = 1 }  -- where the stone wall crossed the ridge (docs: "objectives")

-- The file must RETURN the battle (docs: "Constructors" — `battle "Title" { ... }`).
return battle "Kernstown: Sandy Ridge (teaching battle)" {  -- the battle's title, then its fields in braces
  date = "1862-03-23",        -- the day of the battle, "YYYY-MM-DD" (docs: `battle` fields)
  theatre = "eastern",        -- eastern or western theatre (docs: `battle` fields)
  rules = "igor",             -- which rule system plays it; igor is described in docs/rules/igor.md
  turns = 8,                  -- 8 turns of ~15 minutes: about 16:00 to 18:00, when the Virginians gave way
  sides = { "USA", "CSA" },   -- the first side's home edge is y = 0 (north, toward Winchester), the second's the far edge
  first = "USA",              -- the Union moves first each turn: Tyler was attacking
  table = { width = 60, depth = 40 },  -- inches; igor's 15" = 500 yards, so about 2000 x 1300 yards
  men_per_stand = { USA = 225, CSA = 150 },  -- men a stand stands for: Shields' regiments ~450 strong, Jackson's ~300 (docs: `battle` fields)

  -- TERRAIN (docs: "Terrain"). Areas take 3 or more {x, y} points; lines take 2 or more.
  -- x grows westward seen from the Union edge (the map is turned so the Union looks "up" the table).
  terrain = {  -- a list of terrain features
    hill "Sandy Ridge" { {6,14}, {34,14}, {36,30}, {4,32}, height = 1 },          -- the low wooded ridge Tyler climbed
    woods "Sandy Ridge woods" { cover = "light", {4,26}, {30,27}, {32,36}, {2,36} }, -- timber on the ridge's back: light cover, blocks sight
    wall "Stone wall" { {8,23}, {32,23} },                                          -- the wall the Stonewall Brigade fought behind: heavy cover
    road "Valley Pike" { {50,0}, {50,20}, {52,40} },                                 -- the Valley Turnpike, east of the ridge, to Kernstown and the south
  },  -- end of the terrain list

  -- OBJECTIVES (docs: `battle` fields, `objectives`). A name, where it is, how big, what it is worth.
  objectives = { sandy_ridge_wall = SANDY_RIDGE_WALL },  -- the objective table above, under the name the orders and victory use

  -- FORCES (docs: "Forces"): one army per side; army -> (division) -> brigade -> units.
  forces = {  -- one army per side, keyed by the side's name
    USA = army "Shields' Division" {                                 -- the Union army on this table
      commander = general "Kimball" { quality = "seasoned", at = {44,4} },  -- Kimball led on the field (Shields was wounded the day before)
      -- Tyler's brigade: it carried the attack up the ridge (docs: "Forces", `brigade`).
      brigade "Tyler's" { commander = general "Tyler" { quality = "raw" },  -- a brigade's general; "raw" = a new commander
                          order = "attack",                 -- standing order: attack (docs: `order`)
                          objective = "sandy_ridge_wall",   -- ...toward this objective
                          at = {20,6}, facing = 0,          -- where the brigade stands and faces (0 = up the table)
                          formation = "line",               -- its units start in line, laid out abreast by the engine
        infantry "7th Ohio"         { quality = "seasoned", weapon = "rifled" },   -- fought at Cross Lanes in 1861: seasoned
        infantry "29th Ohio"        { quality = "raw",      weapon = "rifled" },   -- first battle: raw
        infantry "7th Indiana"      { quality = "raw",      weapon = "smoothbore" }, -- old muskets: short range only (igor: 6")
        infantry "1st West Virginia" { quality = "raw",     weapon = "smoothbore" },  -- smoothbores again: West Virginians with 1861 muskets
        battery  "Clark's" { guns = "rifled", quality = "veteran", at = {40,6}, facing = 0 },  -- E, 4th U.S.: regulars with rifled guns
      },  -- end of Tyler's brigade
      -- Kimball's own brigade came up on Tyler's left (east) as the fight grew.
      brigade "Kimball's" { commander = general "Harrow" { quality = "seasoned" },  -- Col. Harrow of the 14th Indiana led it while Kimball led the division
                            order = "advance", objective = "sandy_ridge_wall",     -- "advance": move up, halting when fired on
                            at = {40,12}, facing = 0, formation = "column",        -- in column: faster, but cannot fire
        infantry "14th Indiana"      { quality = "seasoned", weapon = "rifled", at = {34,12} },  -- a unit's own `at` places it exactly
        infantry "8th Ohio"          { quality = "seasoned", weapon = "rifled", at = {40,12} },  -- rifled: reaches long range (igor: 18")
        infantry "84th Pennsylvania" { quality = "raw",      weapon = "smoothbore", at = {46,12} },  -- a raw regiment: morale 7 in igor, the easiest to shake
      },  -- end of Kimball's brigade
    },  -- end of the Union army
    CSA = army "Valley District" {                                             -- Jackson's little army
      commander = general "Jackson" { quality = "veteran", at = {30,38} },     -- Jackson himself, behind the ridge
      -- The Stonewall Brigade, blooded at Bull Run, behind the wall (docs: "Forces").
      brigade "Garnett's" { commander = general "Garnett" { quality = "seasoned" },  -- Garnett: brigade commander, seasoned
                            order = "hold", objective = "sandy_ridge_wall",     -- "hold": stay at the objective and fight
                            at = {20,25}, facing = 180, formation = "line",     -- facing 180 = down the table, toward the Union
        infantry "2nd Virginia"  { quality = "seasoned", weapon = "smoothbore", at = {11,25} },  -- one battle (Bull Run) behind them: seasoned; mostly old muskets
        infantry "4th Virginia"  { quality = "seasoned", weapon = "smoothbore", at = {20,25} },  -- smoothbore muskets: they must wait until the enemy is within 6"
        infantry "27th Virginia" { quality = "seasoned", weapon = "smoothbore", at = {29,25} },  -- the third regiment behind the wall
        infantry "33rd Virginia" { quality = "seasoned", weapon = "rifled",    at = {38,28} },  -- a unit's own `at` overrides the brigade's layout
        battery  "Rockbridge Artillery" { guns = "smoothbore", quality = "seasoned", at = {16,30}, facing = 180 },  -- McLaughlin's guns on the ridge
      },  -- end of Garnett's brigade
      -- Burks' brigade came up late to the ridge; here it is the one reinforcement.
      brigade "Burks'" { commander = general "Burks" { quality = "raw" },  -- Burks: a new brigadier, raw
                         order = "advance", objective = "sandy_ridge_wall",  -- "advance" toward the wall, halting when fired on
                         facing = 180, formation = "column",   -- no `at`: it waits off the table until `reinforcements` bring it on
        infantry "21st Virginia"            { quality = "seasoned", weapon = "smoothbore" },  -- Burks' regiments: Virginians with a winter's service
        infantry "42nd Virginia"            { quality = "seasoned", weapon = "smoothbore" },  -- (all smoothbore, like most Confederates in early 1862)
        infantry "1st Virginia Battalion"   { quality = "seasoned", weapon = "smoothbore", stands = 1 },  -- the "Irish Battalion": a half-size unit
      },  -- end of Burks' brigade
    },  -- end of the Confederate army
  },  -- end of forces

  -- REINFORCEMENTS (docs: "Reinforcements and orders"): who arrives, from which turn, where, on what roll.
  reinforcements = {  -- a list: one entry per arriving formation
    { side = "CSA", brigade = "Burks'", turn = 3,   -- from turn 3 on...
      enter = "Valley Pike",                        -- ...up the Valley Pike, from its end on the Confederate edge (or a point {x, y})...
      roll = "2d6 >= 7" },                          -- ...when 2d6 rolls 7 or more (checked each turn)
  },  -- end of the reinforcements list

  -- ORDERS (docs: "Reinforcements and orders"): on a turn, a formation takes a new standing order.
  orders = {  -- a list of timed orders
    { turn = 4, side = "USA", to = "Kimball's", order = "attack", objective = "sandy_ridge_wall" },  -- Kimball throws in his own brigade
  },  -- end of the orders list

  -- EVENTS (docs: "Event tables"): a table rolled at the start of every turn. Here written inline;
  -- bigger battles keep theirs in events/<name>.lua and `require` it.
  events = event_table "Kernstown" {  -- an event table named "Kernstown", written right here
    dice = "2d6",                                   -- two dice: results 2 to 12, each covered exactly once
    ["2-4"] = { "Out of cartridges",                -- a title...
            text = "Garnett's men are running out of ammunition.",  -- ...the line told in the narrative...
            once = true,                            -- ...happens at most once...
            turns = {5, 8},                         -- ...and only from turn 5 on: before that the boxes are full
            effect = function(b)                    -- ...and what it does (docs: "The battle handle b")
              b.vars.no_cartridges = true           -- b.vars: our own notes, kept for the whole battle
              b:say("Garnett orders the Stonewall Brigade back without asking Jackson.")  -- a line in the narrative
              local garnett = b:general("Garnett")  -- a general handle (docs: "Unit and general handles")
              -- A new order (docs/orders.md): back to the own edge, from Garnett himself while he lives.
              b:order{ from = garnett.alive and "Garnett" or nil, to = "Garnett's", order = "retire" }
            end },  -- end of the effect and of results 2-4
    [5] = "Smoke drifts along the wall",            -- a title alone: nothing happens
    ["6-8"] = "All quiet",                          -- a range key covers 6, 7 and 8
    ["9-10"] = { "Jackson sends for Burks",         -- hurry the reinforcement
                 text = "Jackson sends a staff officer galloping for Burks' brigade.",  -- the line shown when it is rolled
                 effect = function(b) b:hasten("Burks'", 1) end },  -- one turn earlier, if it is still waiting
    [11] = { "Wrong intelligence",                  -- Ashby's report that only four regiments held Kernstown
             text = "Ashby's scouts swear only a rear guard is in front.", once = true,  -- may happen only once
             effect = function(b) b:delay("Burks'", 1) end },       -- one turn later
    [12] = { "Tyler's men reach the wall", once = true,  -- an entry with no effect: only its text is told
             text = "Tyler's Ohioans and Indianans crowd up to the stone wall under a storm of fire." },  -- the text alone
  },  -- end of the event table

  -- VICTORY (docs: "Victory"): asked at the end of every turn. Return nil to play on.
  victory = function(b)  -- b is the battle handle: the turn, losses, objectives...
    if b:losses("CSA") >= 9 then                    -- b:losses counts stands lost; 9 of Jackson's ~15 is a broken force
      return { winner = "USA", level = "decisive", condition = "Jackson's line breaks" }  -- a table result: winner, level and a sentence saying why
    end  -- end of that test
    if b:losses("USA") >= 11 then                   -- the Union brigades have had enough
      return { winner = "CSA", level = "decisive", condition = "Tyler's attack is bled white" }  -- the other side's decisive win
    end  -- end of that test
    if b.turn < b.turns then return nil end         -- not the last turn yet: keep playing
    if b:holds("USA", "sandy_ridge_wall") then      -- b:holds: this side alone holds the objective
      return { winner = "USA", level = "substantial", condition = "the Union holds the stone wall on Sandy Ridge" }  -- the Union's win
    end  -- end of that test
    if b:holds("CSA", "sandy_ridge_wall") then  -- otherwise, does the Confederacy hold it alone?
      return { winner = "CSA", level = "marginal", condition = "the Stonewall Brigade still holds the wall at dusk" }  -- a marginal Confederate win: they hung on
    end  -- end of that test
    -- Neither side alone at the wall (both there, or neither): the Stonewall Brigade has not held
    -- it. On the day Garnett's men, out of cartridges and outnumbered, could not stay in such a
    -- fight, and Jackson gave up the ridge.
    return { winner = "USA", level = "marginal", condition = "the Stonewall Brigade no longer holds the wall alone at dusk; Jackson gives up the ridge" }
  end,  -- end of the victory function

  -- HOOKS (docs: "Hooks"): functions the engine calls at given moments.
  on = {  -- the table of hooks
    turn_start = function(b)                        -- called at the start of every turn
      if b.turn == 1 then                           -- b.turn: the current turn
        b:say("16:00. Tyler's brigade starts up Sandy Ridge toward the stone wall.")  -- b:say writes a line into the story of the battle
      end  -- end of the if
    end,  -- end of turn_start
  },  -- end of the hooks

  -- HISTORY (docs: `battle` fields): what really happened, for `caisson sweep` to compare.
  history = { winner = "USA",  -- the Union won the real battle...
              casualties = { USA = { men = 590 }, CSA = { men = 718 } } },  -- ...losing 590 men to Jackson's 718
}  -- end of the battle
