---@meta caisson
-- LuaLS annotations for caisson's battle, event and campaign files: point an editor at this file
-- (the repository's .luarc.json does: workspace.library = { "docs/caisson.lua" }) and it
-- completes and type-checks them. It describes; it is never run. The reference in words is
-- docs/scripting.md (and docs/orders.md, docs/controllers.md, docs/campaigns.md).

-------------------------------------------------------------------------------------------------
-- Words
-------------------------------------------------------------------------------------------------

---A position on the table in inches, `{x, y}`; `{0, 0}` is a corner.
---@alias caisson.Point number[]

---A compass bearing in degrees: 0 up the table (+y), 90 to the right (+x).
---@alias caisson.Facing number

---@alias caisson.Quality
---| "raw"
---| "seasoned" # the default
---| "veteran"
---| "roll" # left to the rule system's army generation

---@alias caisson.Weapon
---| "smoothbore"
---| "rifled" # infantry's default
---| "carbine" # cavalry's default
---| "breechloader"
---| "roll" # left to the rule system's army generation

---@alias caisson.Guns
---| "rifled" # the default
---| "smoothbore"

---Words a unit handle's `weapon` may hold (batteries answer with the `_guns` words).
---@alias caisson.WeaponName "smoothbore"|"rifled"|"carbine"|"breechloader"|"smoothbore_guns"|"rifled_guns"

---@alias caisson.Arm "infantry"|"cavalry"|"artillery"

---Infantry and cavalry formations.
---@alias caisson.FootFormation "line"|"column"|"skirmish"|"square"

---Battery formations.
---@alias caisson.GunFormation "limbered"|"unlimbered"

---@alias caisson.Formation caisson.FootFormation|caisson.GunFormation

---igor's standing orders (docs/orders.md); another rule system may have its own words for `b:order`.
---@alias caisson.Order
---| "attack"
---| "advance" # the default
---| "hold"
---| "retire"

---@alias caisson.Cover "none"|"light"|"heavy"

---@alias caisson.Theatre "eastern"|"western"

---@alias caisson.UnitStatus "waiting"|"on_table"|"routed_off"|"destroyed"

---@alias caisson.Level "decisive"|"substantial"|"marginal"|"draw"

---@alias caisson.CourierState "to_send"|"riding"|"to_receive"|"delivered"|"lost"

---A named objective, a terrain feature, a formation (followed as it moves) or a point.
---@alias caisson.Objective string|caisson.Point

---A phase's name, as the rule system calls it: igor's are "events", "artillery", "general fire",
---"charge", "general movement", "rally", "retreat", "rout movement"; jackson's (both sides play
---each together) "movement", "standing artillery", "moving artillery", "standing musketry",
---"moving musketry", "fire-fight", "close combat", "rally", "army morale".
---@alias caisson.Phase string

-------------------------------------------------------------------------------------------------
-- Descriptions: what the constructors return. Opaque; the loader reads and checks them.
-------------------------------------------------------------------------------------------------

---@class caisson.Description

---@class caisson.BattleDescription: caisson.Description
---@class caisson.FormationDescription: caisson.Description
---@class caisson.ArmyDescription: caisson.FormationDescription
---@class caisson.UnitDescription: caisson.Description
---@class caisson.GeneralDescription: caisson.Description
---@class caisson.TerrainDescription: caisson.Description
---@class caisson.EventTableDescription: caisson.Description
---@class caisson.CampaignDescription: caisson.Description

-------------------------------------------------------------------------------------------------
-- battle "Title" { ... }
-------------------------------------------------------------------------------------------------

---@class caisson.TableSize
---@field width number inches
---@field depth number inches

---@class caisson.ObjectiveFields
---@field at caisson.Point
---@field radius? number inches; default 4
---@field points? integer 0-1000; default 1

---@class caisson.Reinforcement
---@field side string the side; it must own the formation
---@field brigade string the formation that arrives (a brigade or a higher formation, with everything under it)
---@field turn integer the earliest turn, 1 to `turns`
---@field enter string|caisson.Point a road's name (its end nearest the side's edge) or a point
---@field roll? string a test rolled each turn from `turn` on, such as "2d6 >= 9"
---@field modifiers? boolean apply the standard arrival-roll modifiers (+2 by road, +1 veteran, -1 raw, +1 division general off table); default true
---@field announce? boolean the arrival is announced, and the troops enter at the start of their next player turn; default false
---@field when? fun(b: caisson.Battle): boolean a conditional arrival: asked each turn from `turn` on, before any roll

---A historical order, given at the start of its turn by the recipient's superior (docs/orders.md).
---@class caisson.ScheduledOrder
---@field turn integer
---@field side string
---@field to string a formation of that side
---@field order caisson.Order
---@field objective? caisson.Objective

---What happened on the day, for `caisson sweep` to compare against.
---@class caisson.History
---@field winner? string a side or "draw"
---@field casualties? table<string, caisson.DayLosses|integer> by side: { men = N } (killed, wounded and missing), or stands lost

---A side's losses on the day: men, and if wanted stands.
---@class caisson.DayLosses
---@field men? integer killed, wounded and missing
---@field stands? integer stands lost

---@class caisson.Outcome
---@field winner string a side or "draw"
---@field level? caisson.Level default marginal (draw for a draw)
---@field condition? string what decided it; default "scenario victory conditions"

---`nil` plays on; a side's name is a marginal victory.
---@alias caisson.VictoryResult nil|string|caisson.Outcome

---@class caisson.Countdown
---@field from? integer default 21
---@field die? string default "d6"; rolled off the clock at the end of every turn
---@field winner? string who wins when it runs out; default: the objectives decide

---Victory building blocks (docs/scripting.md, Victory), asked at the end of every turn in this order.
---@class caisson.VictoryTerms
---@field decide? fun(b: caisson.Battle): caisson.VictoryResult
---@field effectiveness? number a side whose fresh units fall below this percentage loses
---@field casualties? number a side that lost more than this percentage of its stands loses
---@field countdown? caisson.Countdown
---@field objectives? { turn: integer } the objectives decide at the end of this turn (level: play on)
---@field degree_of_defeat? boolean the level from the casualty percentages' difference
---@field degree_step? number percentage points per degree; default 5

---@class caisson.Hooks
---@field turn_start? fun(b: caisson.Battle)
---@field turn_end? fun(b: caisson.Battle)
---@field phase_start? fun(b: caisson.Battle, phase: caisson.Phase)
---@field phase_end? fun(b: caisson.Battle, phase: caisson.Phase)
---@field unit_routed? fun(b: caisson.Battle, unit: caisson.Unit)
---@field unit_destroyed? fun(b: caisson.Battle, unit: caisson.Unit)
---@field unit_arrived? fun(b: caisson.Battle, unit: caisson.Unit)
---@field unit_left_field? fun(b: caisson.Battle, unit: caisson.Unit)
---@field general_killed? fun(b: caisson.Battle, general: caisson.General)
---@field brigade_broken? fun(b: caisson.Battle, formation: string)
---@field order_sent? fun(b: caisson.Battle, formation: string)
---@field order_delivered? fun(b: caisson.Battle, formation: string)
---@field order_failed? fun(b: caisson.Battle, formation: string)
---@field objective_taken? fun(b: caisson.Battle, objective: string, side: string)
---@field objective_lost? fun(b: caisson.Battle, objective: string, side: string)
---@field area_entered? fun(b: caisson.Battle, unit: caisson.Unit, area: string) a unit came into a terrain area (its centre) or to an objective (any part within its radius)

---What a controller's previous call asked for and was refused.
---@class caisson.Refusal
---@field unit string
---@field action string
---@field reason string

---One action a Lua controller asks for (docs/controllers.md): `unit` and one of fire, charge,
---move, facing, formation, rally, fall_back.
---@class caisson.Action
---@field unit string
---@field fire? string the target unit
---@field charge? string the target unit
---@field supporters? string[] units supporting a charge
---@field with? string[] igor: more units charging the same target, fought as one close combat
---@field move? caisson.Point where the unit's centre ends
---@field facing? caisson.Facing with `move`, the facing at the end (default the present one); alone, a turn in place
---@field double_time? boolean
---@field gallop? boolean
---@field formation? caisson.Formation
---@field dismount? boolean
---@field remount? boolean
---@field rally? boolean
---@field fall_back? boolean

---Called once in every phase in which its side acts (jackson: once for each move card that lets
---one of its brigades move, and after each round of the fire-fight); returns nil or a list of actions.
---@alias caisson.Controller fun(b: caisson.Battle, phase: caisson.Phase, side: string, refused: caisson.Refusal[]): caisson.Action[]?

---@class caisson.BattleFields
---@field date? string "YYYY-MM-DD"
---@field theatre? caisson.Theatre default "eastern"
---@field rules? "igor"|"minicampaign"|"north"|"ap"|"jackson" the rule system's id; default "igor"
---@field turns? integer 1-1000; default 12
---@field sides? string[] two distinct names; the first's home edge is y = 0; default { "USA", "CSA" }
---@field first? string the side that moves first each turn (jackson: asked first in the phases both play); default the first side
---@field house_rules? table<string, number> rule-parameter overrides, checked by the rule system
---@field table? caisson.TableSize default { width = 96, depth = 48 }
---@field terrain? caisson.TerrainDescription[]
---@field objectives? table<string, caisson.ObjectiveFields>
---@field forces table<string, caisson.ArmyDescription> one army per side, keyed by side
---@field reinforcements? caisson.Reinforcement[]
---@field events? caisson.EventTableDescription rolled at the start of every turn
---@field tables? caisson.EventTableDescription[] other tables, rolled by entries (`roll = "Name"`) and hooks
---@field weather? string the weather at the start; default "clear"
---@field orders? caisson.ScheduledOrder[]
---@field victory? fun(b: caisson.Battle): caisson.VictoryResult|caisson.VictoryTerms asked at the end of every turn, or building blocks
---@field on? caisson.Hooks
---@field controllers? table<string, caisson.Controller> by side or formation name
---@field temperament? table<string, caisson.Temperament> the brigade commander's character, by side or formation name
---@field history? caisson.History
---@field men_per_stand? integer|table<string, integer> men an infantry or cavalry stand stands for, or one a side; default 150
---@field men_per_battery_stand? integer|table<string, integer> men a battery's stand stands for, or one a side; default 25

---The built-in brigade commander's character (docs/controllers.md): each from 0 to 1, 0.5 when left out.
---@class caisson.Temperament
---@field aggression? number how readily a brigade goes in (lower odds to press, less wear to charge)
---@field caution? number how soon a brigade draws back when outnumbered or broken

---The battle; the file returns it: `return battle "Title" { ... }`.
---@param title string
---@return fun(fields: caisson.BattleFields): caisson.BattleDescription
function battle(title) end

-------------------------------------------------------------------------------------------------
-- Forces
-------------------------------------------------------------------------------------------------

---@class caisson.GeneralFields
---@field quality? caisson.Quality
---@field at? caisson.Point default: with his formation

---A commander, given as a formation's `commander`.
---@param name string
---@return fun(fields: caisson.GeneralFields): caisson.GeneralDescription
function general(name) end

---Members are listed in the array part: formations under it, and units.
---@class caisson.FormationFields
---@field commander? caisson.GeneralDescription
---@field order? caisson.Order
---@field objective? caisson.Objective
---@field reserve? boolean kept back by the built-in army commander until a front-line brigade breaks
---@field [integer] caisson.FormationDescription|caisson.UnitDescription

---@class caisson.BrigadeFields: caisson.FormationFields
---@field at? caisson.Point deployed here; without it the brigade must arrive as a reinforcement
---@field facing? caisson.Facing passed down to its units
---@field formation? caisson.FootFormation passed down to its units

---@param name string
---@return fun(fields: caisson.FormationFields): caisson.ArmyDescription
function army(name) end

---@param name string
---@return fun(fields: caisson.FormationFields): caisson.FormationDescription
function corps(name) end

---@param name string
---@return fun(fields: caisson.FormationFields): caisson.FormationDescription
function division(name) end

---@param name string
---@return fun(fields: caisson.BrigadeFields): caisson.FormationDescription
function brigade(name) end

---@class caisson.UnitFields
---@field quality? caisson.Quality
---@field stands? integer 1-100; default 2 (batteries 4)
---@field at? caisson.Point stands exactly here
---@field facing? caisson.Facing default the brigade's, else toward the enemy's edge

---@class caisson.TroopFields: caisson.UnitFields
---@field weapon? caisson.Weapon
---@field formation? caisson.FootFormation default the brigade's, else line

---@class caisson.BatteryFields: caisson.UnitFields
---@field guns? caisson.Guns
---@field formation? caisson.GunFormation default unlimbered (limbered when the brigade is in column)

---@param name string
---@return fun(fields: caisson.TroopFields): caisson.UnitDescription
function infantry(name) end

---@param name string
---@return fun(fields: caisson.TroopFields): caisson.UnitDescription
function cavalry(name) end

---@param name string
---@return fun(fields: caisson.BatteryFields): caisson.UnitDescription
function battery(name) end

-------------------------------------------------------------------------------------------------
-- Terrain: areas (an outline of 3 points or more) and lines (a path of 2 or more)
-------------------------------------------------------------------------------------------------

---@class caisson.AreaFields
---@field cover? caisson.Cover woods light, town heavy, others none
---@field rough? boolean default true except crops
---@field [integer] caisson.Point

---@class caisson.HillFields: caisson.AreaFields
---@field height? number contours, > 0; default 1

---@class caisson.LineFields
---@field cover? caisson.Cover fence light, wall and entrenchment heavy, others none
---@field width? number inches either side that count as on it; default 1
---@field [integer] caisson.Point

---@param name string
---@return fun(fields: caisson.AreaFields): caisson.TerrainDescription
function woods(name) end

---@param name string
---@return fun(fields: caisson.AreaFields): caisson.TerrainDescription
function town(name) end

---@param name string
---@return fun(fields: caisson.HillFields): caisson.TerrainDescription
function hill(name) end

---@param name string
---@return fun(fields: caisson.AreaFields): caisson.TerrainDescription
function rough(name) end

---@param name string
---@return fun(fields: caisson.AreaFields): caisson.TerrainDescription
function crops(name) end

---@param name string
---@return fun(fields: caisson.AreaFields): caisson.TerrainDescription
function impassable(name) end

---@param name string
---@return fun(fields: caisson.LineFields): caisson.TerrainDescription
function road(name) end

---@param name string
---@return fun(fields: caisson.LineFields): caisson.TerrainDescription
function stream(name) end

---@param name string
---@return fun(fields: caisson.LineFields): caisson.TerrainDescription
function ford(name) end

---@param name string
---@return fun(fields: caisson.LineFields): caisson.TerrainDescription
function fence(name) end

---@param name string
---@return fun(fields: caisson.LineFields): caisson.TerrainDescription
function wall(name) end

---@param name string
---@return fun(fields: caisson.LineFields): caisson.TerrainDescription
function entrenchment(name) end

-------------------------------------------------------------------------------------------------
-- Event tables
-------------------------------------------------------------------------------------------------

---An entry: `{ "Title", text = ..., once = ..., turns = {first, last}, effect = function(b) ... end }`.
---@class caisson.EventEntry
---@field [1] string the title
---@field text? string
---@field once? boolean never fires twice
---@field turns? integer[] `{first, last}`: the turns it may happen
---@field side? string it happens only while this side has troops on the table
---@field condition? fun(b: caisson.Battle): boolean it happens only when this answers true
---@field effect? fun(b: caisson.Battle)|caisson.Effect|caisson.Effect[]
---@field roll? string|caisson.EventTableDescription then roll on this table (a name in `tables`, or inline)

---A declarative effect: one field each.
---@class caisson.Effect
---@field reinforce? string a waiting formation comes on at its side's next player turn, no roll
---@field hasten? string a waiting formation, `turns` earlier
---@field delay? string a waiting formation, `turns` later
---@field turns? integer with hasten or delay; default 1
---@field order? caisson.OrderFields without `from`
---@field hits? integer HITs on `unit`, or on each unit of `brigade` on the table
---@field unit? string
---@field brigade? string
---@field weather? string
---@field say? string
---@field end_battle? caisson.Outcome

---Keyed by result (`[7]`) or range (`["3-4"]`); every result the dice can give is covered exactly
---once. A value is an entry or a title alone (nothing happens).
---@class caisson.EventTableFields
---@field dice? string "2d6" (default), "d6", "3d6", "d66" ...
---@field [integer] caisson.EventEntry|string
---@field [string] caisson.EventEntry|string

---@param name string
---@return fun(fields: caisson.EventTableFields): caisson.EventTableDescription
function event_table(name) end

-------------------------------------------------------------------------------------------------
-- Campaigns (docs/campaigns.md)
-------------------------------------------------------------------------------------------------

---A finished battle, as a campaign's `next` and `between` see it.
---@class caisson.BattleResult
---@field battle string the battle's id in the campaign
---@field winner string a side's name or "draw"
---@field level caisson.Level
---@field condition string
---@field turn integer
---@field losses table<string, integer> stands lost, by side
---@field men_lost table<string, integer> losses in men, by side (docs/scripting.md)

---The campaign handle, valid during one call of `between`.
---@class caisson.Campaign
---@field vars table plain data kept (and saved) for the whole campaign
local Campaign = {}

---Writes a line to the campaign's notes: `string.format(fmt, ...)` (so a lone "%" must be "%%").
---@param fmt string
---@param ... any
function Campaign:say(fmt, ...) end

---Gives back up to `stands` lost stands.
---@param unit string
---@param stands integer
function Campaign:replenish(unit, stands) end

---Raises a unit one quality: raw to seasoned, seasoned to veteran.
---@param unit string
function Campaign:promote(unit) end

---Names the successor of a fallen general.
---@param fallen string
---@param successor string
function Campaign:replace_general(fallen, successor) end

---@class caisson.CampaignBattle
---@field file string relative to the content root
---@field next? fun(r: caisson.BattleResult): string? the next battle's id; nil ends the campaign

---@class caisson.Carry
---@field losses? boolean stands lost and HITs not rallied off carry over; default true
---@field generals? boolean fallen generals stay fallen; default true
---@field experience? boolean survivors gain quality; default true

---@class caisson.Experience
---@field battles_to_season? integer
---@field battles_to_veteran? integer

---@class caisson.CampaignFields
---@field start string the id of the first battle
---@field battles table<string, caisson.CampaignBattle>
---@field carry? caisson.Carry
---@field experience? caisson.Experience
---@field between? fun(c: caisson.Campaign, r: caisson.BattleResult) called after each battle, before `next`

---A campaign file returns one: `return campaign "Name" { ... }`.
---@param name string
---@return fun(fields: caisson.CampaignFields): caisson.CampaignDescription
function campaign(name) end

-------------------------------------------------------------------------------------------------
-- The battle handle `b`: valid only during the call it was given to; read-only
-------------------------------------------------------------------------------------------------

---@class caisson.Courier
---@field id integer
---@field to string
---@field order string
---@field objective? caisson.Objective
---@field state caisson.CourierState
---@field x number
---@field y number
---@field issued_turn integer

---@class caisson.OrderFields
---@field from? string the general giving it; default the recipient's nearest living superior
---@field to string a formation
---@field order caisson.Order
---@field objective? caisson.Objective

---@class caisson.Battle
---@field turn integer the current turn
---@field turns integer the battle's length
---@field phase caisson.Phase the phase being played ("" between phases)
---@field active string the side whose player turn it is (jackson: the side being asked in a phase both sides play)
---@field title string
---@field vars table plain data kept (and saved) for the whole battle: numbers, strings, booleans, tables
---@field weather string the weather; "clear" unless the battle or an event says otherwise
---@field countdown integer? what is left on the countdown clock; nil without one
local Battle = {}

---Changes the weather (logged).
---@param weather string
function Battle:set_weather(weather) end

---A waiting formation comes on at its side's next player turn, without a roll; false if it is not waiting.
---@param formation string
---@return boolean
function Battle:reinforce(formation) end

---Rolls the battle's event table, or one listed in `tables`, and applies the result; returns the number rolled.
---@param table_name? string
---@return integer
function Battle:roll_events(table_name) end

---Army effectiveness in percent: fresh units among those that came on.
---@param side string
---@return number
function Battle:effectiveness(side) end

---Stands lost, in percent of the stands brought on.
---@param side string
---@return number
function Battle:casualties(side) end

---Writes a line to the narrative; `string.format` when arguments follow, else the text as is.
---@param fmt string
---@param ... any
function Battle:say(fmt, ...) end

---True when `side` alone holds the objective.
---@param side string
---@param objective string
---@return boolean
function Battle:holds(side, objective) end

---A unit handle; an unknown name is an error suggesting near misses.
---@param name string
---@return caisson.Unit
function Battle:unit(name) end

---The unit's handle while it is on the table; nil before it arrives and once it has left the
---field. An unknown name is still an error.
---@param name string
---@return caisson.Unit|nil
function Battle:find_unit(name) end

---Handles to the units present on the table, of one side or both.
---@param side? string
---@return caisson.Unit[]
function Battle:units(side) end

---@param name string
---@return caisson.General
function Battle:general(name) end

---Stands the side has lost (units gone count whole).
---@param side string
---@return integer
function Battle:losses(side) end

---Men the side has lost so far: losses in men, the measure every rule system shares
---(docs/scripting.md), the figure `caisson run` ends with.
---@param side string
---@return integer
function Battle:men_lost(side) end

---Brings a waiting reinforcement on `turns` (default 1) earlier; false if it is not waiting.
---@param formation string
---@param turns? integer
---@return boolean
function Battle:hasten(formation, turns) end

---Brings a waiting reinforcement on `turns` (default 1) later; false if it is not waiting.
---@param formation string
---@param turns? integer
---@return boolean
function Battle:delay(formation, turns) end

---Ends the battle now (the first ending wins).
---@param outcome string|caisson.Outcome
function Battle:end_battle(outcome) end

---Gives an order, by courier where the rules have them; returns the courier's id.
---@param order caisson.OrderFields
---@return integer
function Battle:order(order) end

---Every order given so far.
---@return caisson.Courier[]
function Battle:couriers() end

-------------------------------------------------------------------------------------------------
-- Unit and general handles: read-only; compare with ==
-------------------------------------------------------------------------------------------------

---After the unit left the field only `name` and `status` answer.
---@class caisson.Unit
---@field name string
---@field side string
---@field brigade? string the formation it hangs from
---@field arm caisson.Arm
---@field quality "raw"|"seasoned"|"veteran"
---@field weapon caisson.WeaponName
---@field formation caisson.Formation
---@field stands integer
---@field hits integer
---@field routing boolean
---@field status caisson.UnitStatus
---@field x number
---@field y number
---@field facing caisson.Facing
---@field may_move boolean the rules let it move at all now, in this phase: a first gate, not a promise that a given move is accepted (jackson: its brigade's card is up and it has not yet acted)
---@field may_fire boolean the rules let it fire at all now, in this phase (jackson: the fire phase it fires in, before it has fired)
---@field may_charge boolean the rules let it charge at all now, in this phase (jackson: as may_move)

---@class caisson.General
---@field name string
---@field side string
---@field commands? string the formation he commands
---@field alive boolean
---@field x number
---@field y number

-------------------------------------------------------------------------------------------------
-- The sandbox: string, table, math, utf8, coroutine and the base library; no io, os, debug,
-- package, dofile or loadfile; load takes text only.
-------------------------------------------------------------------------------------------------

---Runs a module once and caches its result: "events.<name>" (<content root>/events/<name>.lua),
---"lib.<name>" (<content root>/scripts/lib/<name>.lua) or "<name>" (beside the battle file).
---Any other name is refused.
---@param name string
---@return any
function require(name) end

---Lua's meaning, but every number comes from the battle's seeded dice (logged as
---`script math.random`). Only inside a hook, victory function, controller or event effect.
---`math.random(0)` gives a random integer.
---@overload fun(): number
---@overload fun(m: integer): integer
---@param m integer
---@param n integer
---@return integer
function math.random(m, n) end

---Always an error: the engine seeds the dice.
---@param x? integer
---@param y? integer
function math.randomseed(x, y) end
