-- scripts/gettysburg.lua: Gettysburg, 2 July 1863 — the second day, at regiment scale for the
-- igor rules: Longstreet's attack on the Union left (Hood's and McLaws' divisions, then R. H.
-- Anderson's brigades en echelon against Cemetery Ridge) and Ewell's attacks at dusk on East
-- Cemetery Hill and Culp's Hill. Every infantry regiment of the brigades on the field and the
-- batteries that fought: 504 units (290 Union, 214 Confederate).
--
-- THE DAY. Meade's army held the "fishhook": Culp's Hill, Cemetery Hill, Cemetery Ridge and,
-- nominally, the Round Tops. Lee meant Longstreet to roll up the Union left from the south while
-- Ewell pressed the right. Longstreet's countermarch took most of the day; meanwhile Sickles,
-- disliking the low ground he had been given, took the III Corps forward to the Emmitsburg Road
-- and the Peach Orchard, leaving Little Round Top bare. About 16:00 Hood's division went in
-- from Warfield Ridge: Law's Alabamians over the shoulder of Big Round Top toward Little Round
-- Top, where Warren had just found Vincent's brigade; Robertson's Texans and Benning's Georgians
-- against Ward's line at Devil's Den, which fell with Smith's guns. McLaws followed: Kershaw and
-- Semmes into the Rose woods, the Stony Hill and the Wheatfield (fought over by Barnes', then
-- Caldwell's, then Ayres' regulars), Barksdale's Mississippians through the Peach Orchard and up
-- the Emmitsburg Road, Wofford down the Wheatfield Road. Anderson's brigades went in one after
-- another from the right: Wilcox and Lang drove Humphreys off the road toward Plum Run, where the
-- 1st Minnesota and Willard's New Yorkers met them; Wright's Georgians reached the crest of
-- Cemetery Ridge by the copse and could not stay. Meade fed the V Corps, Caldwell, the VI Corps
-- and most of the XII Corps into the left, stripping Culp's Hill to Greene's brigade. At dusk
-- Johnson's division climbed Culp's Hill; Steuart took the empty works on its lower slope, but
-- Greene held the crest behind his breastworks. Early's Louisianians and North Carolinians
-- reached the guns on East Cemetery Hill in the dark and were thrown off by Carroll's brigade and
-- the XI Corps. Rodes, in the town, came out too late to help. At dark the Union line held
-- everywhere it mattered; the Confederates kept the Peach Orchard, the Wheatfield, Devil's Den
-- and the works on lower Culp's Hill.
--
-- SCALE. igor: a regiment of two bases, a battery of four guns, turns of about 15 minutes. The
-- ground is drawn at about 30 yards to the inch, a little larger than igor's 33, so that the
-- army's brigades fit their ground (an igor regiment in line is nearly 8" wide, about twice the
-- frontage of a 1863 regiment: the lines here are two to five ranks of regiments deep, as the
-- Union lines on Cemetery Ridge and Culp's Hill were). The table is 280" x 120". Turn 1 begins at
-- 15:30, as the Confederate guns open on the Peach Orchard; turn n begins at 15:30 + 15 * (n - 1)
-- minutes; turn 24, the last, ends at 21:30, full dark, when the fighting on Culp's Hill died
-- down.
--
-- ORIENTATION: THE FISHHOOK UNFOLDED. A table has two home edges and the battle was a convex
-- hook, attacked from the west, the north and the east: no turn of the map puts every army's rear
-- behind it. So the hook is unfolded along the Union line. The USA edge, y = 0, is the inside of
-- the hook (the Taneytown Road, Meade's headquarters, the Baltimore Pike, Power's Hill); the CSA
-- edge, y = 120, is everything outside it. Seen from the USA edge, x runs along the Union line
-- from left to right: Big Round Top (x ~ 25), Little Round Top (~ 48), Cemetery Ridge with the
-- copse of trees (~ 131), Ziegler's Grove, Cemetery Hill (~ 176, where the real line turns east),
-- East Cemetery Hill (~ 196), Culp's Hill (the crest ~ 222, the lower works ~ 262) and Spangler's
-- Spring (~ 273). Along the west-facing stretch, from the Round Tops to Ziegler's Grove, the
-- ground is the real ground: x is
-- distance north, y distance west of the ridge (the Wheatfield, the Peach Orchard, the
-- Emmitsburg Road, Seminary Ridge and Warfield Ridge stand where they stood). Beyond the bend the
-- outside of the hook is laid out straight: the town stands in front of Cemetery Hill, Rodes'
-- division in its streets and Pender's behind it; Early's brigades east of the town face East
-- Cemetery Hill; Rock Creek runs along the foot of Culp's Hill, with Benner's Hill and Johnson's
-- division beyond it. What this changes: the Union's interior lines are a little longer than
-- they were (the XII Corps' march from Culp's Hill to the left is about a fifth longer), and the
-- Confederate exterior lines a little shorter; no Confederate brigade shifted between the wings
-- that afternoon, so the second costs nothing.
--
-- SOURCES: O.R. Ser. I, Vol. 27 (serials 43-45): the reports of Meade, Sickles, Birney,
-- Humphreys, Hancock, Caldwell, Gibbon, Sykes, Barnes, Ayres, Crawford, Sedgwick, Howard, Slocum,
-- Williams, Geary, Greene, Wadsworth, Hunt, McGilvery, Wainwright and Osborn; Lee, Longstreet,
-- McLaws, Hood's brigadiers (Law, Robertson, Benning), Kershaw, Wofford's and Barksdale's
-- colonels, R. H. Anderson, Wilcox, Wright, Ewell, Early, Johnson, Rodes, E. P. Alexander and
-- Andrews (for Latimer); the returns of casualties. J. W. Busey and D. G. Martin, "Regimental
-- Strengths and Losses at Gettysburg" (4th ed., 2005), for every regiment's strength; H. W.
-- Pfanz, "Gettysburg: The Second Day" (1987) and "Gettysburg: Culp's Hill and Cemetery Hill"
-- (1993); E. B. Coddington, "The Gettysburg Campaign: A Study in Command" (1968); the Gettysburg
-- NMP brigade and battery tablets, the Warren survey and the Bachelder maps of the field.
--   * Order of battle. Every infantry regiment of the brigades on the field on 2 July: the
--     I, II, III, V, XI and XII Corps of the Army of the Potomac with the VI Corps marching in,
--     and Longstreet's corps (less Pickett's division, still on the road from Chambersburg), Hill's
--     and Ewell's of the Army of Northern Virginia. Left off: regiments detached that day (the
--     84th Pennsylvania, the 12th and 15th Vermont and the VI Corps detachments guarding trains)
--     and Hall's 2nd Maine and Heckman's Ohio batteries, wrecked on 1 July. Batteries: every corps
--     artillery brigade and the Artillery Reserve's batteries that fought that day (the Peach
--     Orchard and Plum Run lines, the Cemetery Hill and East Cemetery Hill guns), 53; for the
--     Confederates the battalions of all three corps (Pickett's and the horse artillery excepted),
--     58, among them Alexander's and Cabell's facing the Peach Orchard and Latimer's on Benner's
--     Hill. Heth's division, wrecked on 1 July and in reserve on the 2nd, is here under Pettigrew
--     at the rear of Seminary Ridge; Walker's Stonewall Brigade stands far out on Johnson's left,
--     where the fight with Gregg's troopers at Brinkerhoff's Ridge held it that evening.
--   * Cavalry: none. Buford's division left the Union left about noon, which is why Sickles went
--     forward; Gregg's division fought Walker at Brinkerhoff's Ridge, two miles east, off this
--     table; Stuart was only just arriving at Hunterstown. No mounted regiment fought on this
--     ground between 15:30 and dark.
--   * Generals. Each brigade has the general or colonel who led it that afternoon (W. W.
--     Robinson for the wounded Meredith, von Amsberg for Schimmelfennig, lost in the town on 1
--     July, Lowrance for the wounded Scales, Marshall and Fry for Pettigrew and Archer, J. M.
--     Williams for Nicholls, Avery for Hoke, Cobham for Kane); Newton commands the I Corps,
--     A. S. Williams the XII (Slocum had the right wing), Pettigrew Heth's division. Meade, Lee and
--     the corps generals stand where they spent the afternoon.
--   * Strength and stands: each regiment's strength on the morning of 2 July (Busey and Martin;
--     for the I and XI Corps and the Confederate divisions that fought on the 1st, what was left
--     after it) at about 150 men a stand, rounded, at least one: 393 regiments of 1 to 4 stands.
--     A battery of six guns is 3 stands, one of four or five 2. igor plays every regiment as two
--     bases whatever its stands; stands count losses (and fire and footprints under jackson).
--   * Quality. The regulars, the Iron Brigade, the Irish Brigade and the rest of Caldwell's old
--     regiments, the Pennsylvania Reserves, Carroll's Gibraltar Brigade, the Vermont Brigade and
--     most old three-year regiments of the VI and XII Corps are veteran; the rest seasoned; the
--     nine-month Vermonters, Lockwood's new Maryland regiments and the 150th New York, Willard's
--     "Harper's Ferry" New Yorkers (bar the 39th), the 153rd Pennsylvania and a few new
--     regiments raw. Longstreet's infantry, the Louisiana brigades, Wilcox's, Perrin's, Doles'
--     and Gordon's veteran; the other Confederates seasoned; Iverson and Brockenbrough, whose
--     brigades broke on 1 July under them, and Lockwood are raw generals.
--   * Weapons. Rifle-muskets nearly everywhere; the Irish Brigade's 63rd, 69th and 88th New York
--     and the 12th New Jersey still carried .69 smoothbores for buck and ball; Berdan's two
--     Sharpshooter regiments had Sharps breech-loaders and fight in skirmish order. Batteries of
--     Napoleons and howitzers are "smoothbore", of Parrotts, 3-inch and James rifles "rifled"
--     (a mixed battery by the greater part of its guns).
--   * Losses for `history`: the Union lost some 9,000 men on 2 July (the III Corps 4,200, the V
--     Corps 2,100, the II Corps about 1,800, the artillery, the XI, XII, I and VI Corps the rest:
--     Pfanz, from the O.R. returns), the Confederates about 6,500 (Hood 2,300, McLaws 2,200,
--     Anderson's three brigades 1,500, Early's two 500, Johnson's night attack the rest), as the
--     O.R. returns and Busey and Martin's regimental losses give them. At 150 men a stand
--     (`men_per_stand`; a battery's stands 40 men, `men_per_battery_stand`): 60 of the Union's
--     578 stands and 43 of the Confederates' 425. Estimates, good to a few hundred men.
--
-- HOW IT PLAYS. The Confederates stand and their guns fire until their orders come (ORDERS
-- below, each carried by courier from the division's general, so that the echelon ripples along
-- the line with a courier's delay): Hood's brigades at 16:00, McLaws' between 17:00 and 18:00,
-- Anderson's from 18:00, Johnson's at 19:00 and Early's at 19:45. The Union holds its ground; the
-- V Corps and then the VI come on behind the Round Tops and along the farm lanes from the
-- Baltimore Pike (see the arrivals below), Caldwell's division and Ayres' regulars are sent into
-- the Wheatfield, and at 18:00 the XII Corps leaves Culp's Hill for the left, all
-- but Greene's brigade. Victory is decided at dark (see `victory` below): by the Union's main
-- line if the Confederates have broken it, otherwise by the butcher's bill, as Meade's council of
-- war that night weighed it.
--   Layout. igor's footprints are about twice a real regiment's frontage, so the brigades stand in
-- ranks of regiments, two or three abreast and up to four deep (the Confederate attackers with
-- three inches between regiments, so that they can wheel toward their objectives), and every
-- battery has its own place. Longstreet's battalions stand behind his first lines rather than in
-- front of them: the built-in commander's infantry cannot pass a battery in the one move igor's
-- rough ground allows, and a gun line in front walled Hood's and McLaws' brigades in for the
-- whole afternoon. So too on Benner's Hill: Latimer's and H. P. Jones' guns stand in two rows on
-- its western half, and Johnson's three attacking brigades in three files to the east of them, each
-- brigade two ranks deep. With the guns across the hill in front of them, 14 of Johnson's 17
-- regiments were still behind the hill at dark (40 seeds, either commander); now about 8 of them
-- are under the brigade commander and 10 under the regimental, and the rest reach Culp's Hill. The
-- set-up is clear under all five rule systems (`caisson check --rules X`).

-- CULP'S HILL (issue #32, "Decisive"). Three changes, each from the record, so that Ewell's
-- attack at dusk can take what it took on the day:
--   * The key on Culp's Hill is the XII Corps' breastworks on the lower hill (x ~ 262), not the
--     upper crest. When Meade stripped the hill at 18:00 only Greene's brigade stayed, stretched
--     thin along the upper hill's works; the lower works, from the traverse on Greene's right down
--     to the swale above Spangler's Spring, were left empty, and about 20:00-21:00 Steuart's
--     brigade filed into them, a few hundred yards from the Baltimore Pike, the army's road to its
--     trains, and held them through the night: the XII Corps needed seven hours on the morning of
--     3 July to win them back (Pfanz, "Culp's Hill and Cemetery Hill"; the reports of Greene,
--     A. S. Williams, Geary and Johnson, O.R. Ser. I, Vol. 27). They were the one stretch of the
--     main line the Confederates took and kept that day; the upper crest, which Greene held all
--     night behind his breastworks, they never stood on. So the key is the lower works. Johnson's
--     other brigades still go for the upper hill, as they did: Jones' at Greene's left by the
--     crest, Nicholls' at the traverse on his right. Spangler's Spring, one of the four forward
--     positions, is now the spring itself, in the meadow at the foot of the hill by Rock Creek
--     (x ~ 273). On the day Steuart was still in the works at dark, with Kane's brigade come back
--     up the Pike and skirmishing with him in the dark (Kane's order below now sends it at its
--     works): fought over, a marginal Union win by the reckoning at dark below.
--   * Johnson's orders are given at 18:30 (turn 13), when Latimer's guns, beaten by Cemetery Hill,
--     were pulled off Benner's Hill and Ewell sent the infantry forward; by courier they reach the
--     brigades at about 18:45-19:00 and the division steps off about 19:00, as it did. Given at
--     19:00 they reached the brigades at 19:15-19:45, and Steuart seldom reached the lower works
--     before dark.
--   * The XII Corps' brigades that left the hill are ordered to retire at 18:00 and, at 18:45, to
--     hold on their new ground. A brigade told to hold stands fast while an enemy is within its
--     reach, and Johnson's division and Latimer's guns always were: with the old orders, a `hold`
--     on the Union left given at 18:00, McDougall's and Kane's brigades stayed in the lower works
--     all evening, which on the day stood empty.
-- Measured (the built-in brigade commander on both sides; `bench/keys_taken.py`, seeds 1..100): a
-- key changes hands, always this one, in about a quarter of the battles (the crest as the key: in
-- none of 40). The Union's share of `caisson sweep` falls from about 67% to about 56%, the
-- Confederates' rises from 32% to 38% (13% of the battles: "the Union line is broken at Culp's
-- Hill"); a key still fought over at dark, once a draw, is a marginal Union win (below), so there
-- are still no draws (docs/battles.md).

local events = require "events.gettysburg"

-- For a reinforcement's `when`: true once the brigade named has come on (`on.unit_arrived` below
-- notes it; by brigade rather than by a unit's name, which ap and minicampaign merge away).
local function arrived(brigade)
  return function(b) return b.vars["arrived " .. brigade] == true end
end

-- Objective values, kept in one place. The five on the Union's main line decide the day (KEYS);
-- the four forward of it say how much ground the Confederates won.
local OBJECTIVES = {
  little_round_top   = { at = {48, 33},   radius = 4, points = 3 },  -- the summit, where Vincent's and Weed's brigades and Hazlett's guns stood
  cemetery_ridge     = { at = {131.5, 32}, radius = 5, points = 2 },  -- the copse of trees and the stone wall, where Wright's Georgians broke in
  cemetery_hill      = { at = {176, 28},  radius = 5, points = 3 },  -- the Evergreen Cemetery gate and the XI Corps guns
  east_cemetery_hill = { at = {196, 30},  radius = 4, points = 2 },  -- Wainwright's guns, which Hays' Louisianians reached in the dark
  culps_hill         = { at = {262, 37},  radius = 4, points = 2 },  -- the lower works, which the XII Corps left and Steuart took (CULP'S HILL above)
  devils_den         = { at = {45, 48},   radius = 4, points = 1 },  -- the boulders and Smith's guns on Houck's Ridge above them
  wheatfield         = { at = {66, 51},   radius = 5, points = 1 },
  peach_orchard      = { at = {86, 71},   radius = 4, points = 1 },  -- Sherfy's peach orchard, the angle of Sickles' salient
  spanglers_spring   = { at = {273, 42},  radius = 4, points = 1 },  -- the spring in the meadow at the foot of the lower hill, by Rock Creek
}
local KEYS = { "little_round_top", "cemetery_ridge", "cemetery_hill", "east_cemetery_hill", "culps_hill" }
local FORWARD = { "devils_den", "wheatfield", "peach_orchard", "spanglers_spring" }
-- Meade's council of war falls back when the Union has lost this many times the Confederates' stands.
local COUNCIL = 1.5
local SHOWN = {
  little_round_top = "Little Round Top", cemetery_ridge = "Cemetery Ridge", cemetery_hill = "Cemetery Hill",
  east_cemetery_hill = "East Cemetery Hill", culps_hill = "Culp's Hill", devils_den = "Devil's Den",
  wheatfield = "the Wheatfield", peach_orchard = "the Peach Orchard", spanglers_spring = "Spangler's Spring",
}

-- True when a unit of `side` that is not routing stands at an objective (any part within its
-- radius, near enough: its centre within the radius and two inches).
local function at_objective(b, side, name)
  local o = OBJECTIVES[name]
  for _, u in ipairs(b:units(side)) do
    local dx, dy = u.x - o.at[1], u.y - o.at[2]
    if not u.routing and dx * dx + dy * dy <= (o.radius + 2) ^ 2 then return true end
  end
  return false
end

-- The names of the objectives in `list` that the Confederates hold alone.
local function taken(b, list)
  local names = {}
  for _, name in ipairs(list) do
    if b:holds("CSA", name) then names[#names + 1] = SHOWN[name] end
  end
  return names
end

return battle "Gettysburg: the Second Day" {
  date = "1863-07-02", theatre = "eastern", rules = "igor", turns = 24,
  -- Longstreet and Ewell attack; each side's guns fire in its own player turn.
  sides = { "USA", "CSA" }, first = "CSA",
  table = { width = 280, depth = 120 },
  men_per_stand = 150, men_per_battery_stand = 40,
  weather = "hot and hazy, the air thick with smoke by evening",

  terrain = {
    -- The Round Tops: Big Round Top steep and wooded, Little Round Top cleared on its western
    -- face and strewn with boulders. Wooded hills are written as rough ground with light cover
    -- rather than woods, which would hide everyone in them from every musket: the fighting on
    -- these hills was at twenty to a hundred yards.
    hill  "Big Round Top"            { height = 3, {12,19}, {32,17}, {38,30}, {34,43}, {18,45}, {10,33} },
    rough "Big Round Top woods"      { cover = "light", {12,19}, {32,17}, {38,30}, {34,43}, {18,45}, {10,33} },
    hill  "Little Round Top"         { height = 2, {39,24}, {56,23}, {59,32}, {52,38}, {41,37} },
    rough "Little Round Top boulders" { cover = "light", {40,34}, {52,37}, {51,40.5}, {40,39} },
    -- Plum Run and the Valley of Death below Little Round Top; Houck's Ridge and Devil's Den.
    stream "Plum Run"                { {150,40}, {120,40}, {100,41}, {85,42}, {70,42.5}, {55,42.5}, {46,42.5}, {32,43}, {15,44}, {0,46} },
    hill  "Houck's Ridge"            { height = 1, {40,44}, {60,45}, {62,52}, {44,53} },
    rough "Devil's Den"              { cover = "light", {38,44.5}, {49,44.5}, {49,51}, {38,51} },
    crops "The Wheatfield"           { {57,44}, {74,45.5}, {73,55}, {59,54} },
    hill  "Stony Hill"               { height = 1, {64,56}, {77,55}, {78,63}, {66,64} },
    rough "Stony Hill and Rose woods" { cover = "light", {50,55}, {64,55.5}, {77,55}, {78,63}, {63,66}, {56,68}, {48,63} },
    rough "Trostle woods"            { cover = "light", {72,37.5}, {80,38.5}, {80,45}, {72,44.5} },
    hill  "Peach Orchard"            { height = 1, {78,64}, {93,64}, {93,77}, {78,77} },
    -- Cemetery Ridge, low at its southern end, with the stone wall along its front from the copse
    -- of trees to Ziegler's Grove.
    hill  "Cemetery Ridge"           { height = 1, {56,15}, {162,15}, {162,30.4}, {56,30.4} },
    wall  "The stone wall"           { {113,33}, {150,33} },
    -- Cemetery Hill and East Cemetery Hill, with the wall along Brickyard Lane at its foot.
    hill  "Cemetery Hill"            { height = 2, {161,12}, {188,12}, {188,31}, {161,31} },
    hill  "East Cemetery Hill"       { height = 2, {187,10}, {207,10}, {207,32}, {187,32} },
    wall  "Brickyard Lane wall"      { {186,37.6}, {206,37.6} },
    -- Culp's Hill: wooded, steep and rocky, breastworks along its crest and lower slope.
    hill  "Culp's Hill"              { height = 2, {207,6}, {276,6}, {276,39}, {207,39} },
    rough "Culp's Hill woods"        { cover = "light", {207,24}, {276,24}, {276,46}, {207,46} },
    entrenchment "Culp's Hill breastworks" { {206,36.6}, {276,36.6} },
    stream "Rock Creek"              { {214,120}, {214,78}, {216,62}, {220,52}, {228,48}, {245,47.5}, {262,47.5}, {280,47} },
    hill  "Power's Hill"             { height = 1, {220,2}, {258,2}, {258,5.5}, {220,5.5} },
    hill  "Benner's Hill"            { height = 1, {218,70}, {256,70}, {256,80}, {218,80} },
    -- The Confederate ridges, and the woods that hid McLaws' and Anderson's brigades.
    hill  "Warfield Ridge"           { height = 1, {14,74}, {66,77}, {66,88}, {14,86} },
    hill  "Seminary Ridge"           { height = 1, {66,80}, {100,80}, {140,74}, {210,76}, {210,90}, {140,88}, {100,93}, {66,92} },
    -- The woods behind the Confederate crests (Biesecker's, Pitzer's and Spangler's, here one
    -- wood) hide the second lines and the reserves. The first lines stand in the open in front of
    -- them, Longstreet's battalions behind the infantry: in igor a battalion's guns stand almost
    -- wheel to wheel, and infantry formed behind them could not get through (see HOW IT PLAYS).
    woods "Seminary Ridge woods"     { {12,104}, {160,104}, {160,118}, {12,118} },
    -- Johnson's division waited in the woods east of Rock Creek, behind Benner's Hill (its
    -- regiments to the east of the guns on the hill: HOW IT PLAYS).
    woods "Woods east of Rock Creek" { {222,86}, {278,86}, {278,114}, {222,114} },
    -- The town: Rodes' division in its streets, out of sight of Cemetery Hill.
    town  "Gettysburg"               { {163,44}, {201,44}, {201,72}, {163,72} },
    -- Roads. The Emmitsburg Road comes up from the south-west past the Peach Orchard and the Codori
    -- farm to the town; its fences gave the regiments along it what little cover they had.
    road  "Emmitsburg Road"          { {36,120}, {56,90}, {86,71}, {101,63}, {113,55}, {128,45}, {145,37}, {162,40}, {172,48} },
    fence "Emmitsburg Road fences"   { {88,69.5}, {127,44.5} },
    road  "Wheatfield Road"          { {86,71}, {80,64}, {76,56}, {78,48}, {74,36}, {70,24}, {68,0} },
    road  "Millerstown Road"         { {86,71}, {78,86}, {72,120} },
    road  "Taneytown Road"           { {30,0}, {60,12}, {100,14}, {140,14}, {166,24} },
    -- Two farm lanes behind the Union left, drawn along the USA edge (in 1863 both ran from the
    -- Baltimore Pike to the Taneytown Road south of Power's Hill): the Artillery Reserve parked by
    -- the Granite Schoolhouse Lane, and the VI Corps came off the pike by them. Arrivals come on
    -- along them, parallel to the edge, where a long column fits (see the arrivals below).
    road  "Blacksmith Shop Road"     { {100,1}, {28,1} },
    road  "Granite Schoolhouse Lane" { {130,2}, {245,2} },
    road  "Baltimore Pike"           { {176,28}, {190,20}, {210,14}, {235,10}, {255,6}, {270,0} },
    road  "Hanover Road"             { {280,86}, {252,84}, {230,78}, {214,68}, {200,62} },
  },

  objectives = OBJECTIVES,

  forces = {
    -- ===================================================================== USA
    USA = army "Army of the Potomac" {
      -- Meade spent the afternoon at the Leister house behind the ridge and along the line.
      commander = general "Meade" { quality = "seasoned", at = {138, 20} },

      corps "I Corps" { commander = general "Newton" { quality = "seasoned", at = {176, 12} },
        division "Wadsworth's" { commander = general "Wadsworth" { quality = "seasoned" },
          brigade "Cutler's" { commander = general "Cutler" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "7th Indiana"       { quality = "seasoned", stands = 3, at = {209, 35} },
            infantry "76th New York"     { quality = "seasoned", stands = 1, at = {218, 35} },
            infantry "14th Brooklyn"     { quality = "veteran", stands = 1, at = {209, 30.5} },
            infantry "95th New York"     { quality = "seasoned", stands = 1, at = {218, 30.5} },
            infantry "147th New York"    { quality = "seasoned", stands = 1, at = {209, 26} },
            infantry "56th Pennsylvania" { quality = "seasoned", stands = 1, at = {218, 26} },
          },
          brigade "Meredith's" { commander = general "W. W. Robinson" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "19th Indiana"  { quality = "veteran", stands = 1, at = {209, 21.5} },
            infantry "24th Michigan" { quality = "veteran", stands = 1, at = {218, 21.5} },
            infantry "2nd Wisconsin" { quality = "veteran", stands = 1, at = {209, 17} },
            infantry "6th Wisconsin" { quality = "veteran", stands = 1, at = {218, 17} },
            infantry "7th Wisconsin" { quality = "veteran", stands = 1, at = {213.5, 12.5} },
          },
        },
        division "Robinson's" { commander = general "Robinson" { quality = "seasoned" },
          brigade "Paul's" { commander = general "Coulter" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "16th Maine"         { quality = "seasoned", stands = 1, at = {109, 9} },
            infantry "13th Massachusetts" { quality = "seasoned", stands = 1, at = {114.5, 9} },
            infantry "94th New York"      { quality = "seasoned", stands = 1, at = {120, 9} },
            infantry "104th New York"     { quality = "seasoned", stands = 1, at = {125.5, 9} },
            infantry "107th Pennsylvania" { quality = "seasoned", stands = 1, at = {131, 9} },
          },
          brigade "Baxter's" { commander = general "Baxter" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "12th Massachusetts" { quality = "seasoned", stands = 1, at = {136.2, 9} },
            infantry "83rd New York"      { quality = "seasoned", stands = 1, at = {141.8, 9} },
            infantry "97th New York"      { quality = "seasoned", stands = 1, at = {147.2, 9} },
            infantry "11th Pennsylvania"  { quality = "seasoned", stands = 1, at = {152.8, 9} },
            infantry "88th Pennsylvania"  { quality = "seasoned", stands = 1, at = {158.2, 9} },
            infantry "90th Pennsylvania"  { quality = "seasoned", stands = 1, at = {163.8, 9} },
          },
        },
        division "Doubleday's" { commander = general "Doubleday" { quality = "seasoned" },
          brigade "Biddle's" { commander = general "Biddle" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "20th New York State Militia" { quality = "seasoned", stands = 1, at = {88.2, 9} },
            infantry "121st Pennsylvania"          { quality = "seasoned", stands = 1, at = {93.8, 9} },
            infantry "142nd Pennsylvania"          { quality = "seasoned", stands = 1, at = {99.2, 9} },
            infantry "151st Pennsylvania"          { quality = "raw", stands = 1, at = {104.8, 9} },
          },
          -- Stone's front regiments and the 74th Pennsylvania stand at y = 6, clear of the Granite
          -- Schoolhouse Lane, where VI Corps brigades file past behind them.
          brigade "Stone's" { commander = general "Dana" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "143rd Pennsylvania" { quality = "seasoned", stands = 1, at = {174.5, 6} },
            infantry "149th Pennsylvania" { quality = "seasoned", stands = 1, at = {180, 6} },
            infantry "150th Pennsylvania" { quality = "seasoned", stands = 1, at = {185.5, 6} },
          },
          brigade "Stannard's" { commander = general "Stannard" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "13th Vermont" { quality = "raw", stands = 4, at = {129.5, 16} },
            infantry "14th Vermont" { quality = "raw", stands = 4, at = {135, 16} },
            infantry "16th Vermont" { quality = "raw", stands = 4, at = {140.5, 16} },
          },
        },
        brigade "I Corps Artillery" { commander = general "Wainwright" { quality = "veteran" }, order = "hold", formation = "line",
          battery "Battery B, 1st Pennsylvania" { guns = "rifled", quality = "veteran", stands = 2, at = {189, 25}, facing = 0 },  -- Cooper, 4 guns
          battery "Battery L, 1st New York"     { guns = "rifled", quality = "veteran", stands = 3, at = {196, 25}, facing = 0 },  -- Reynolds, 6 guns
          battery "5th Maine Battery"           { guns = "smoothbore", quality = "seasoned", stands = 3, at = {202, 27}, facing = 0 },  -- Stevens, 6 guns
          battery "Battery B, 4th U.S."         { guns = "smoothbore", quality = "veteran", stands = 3, at = {163, 27}, facing = 0 },  -- Stewart, 6 guns
        },
      },

      corps "II Corps" { commander = general "Hancock" { quality = "veteran", at = {128, 20} },
        division "Caldwell's" { commander = general "Caldwell" { quality = "seasoned" },
          brigade "Cross's" { commander = general "Cross" { quality = "veteran" }, order = "hold", facing = 0, formation = "column",
            infantry "5th New Hampshire"  { quality = "veteran", stands = 1, at = {61.8, 25} },
            infantry "61st New York"      { quality = "veteran", stands = 1, at = {67.2, 25} },
            infantry "81st Pennsylvania"  { quality = "veteran", stands = 1, at = {72.8, 25} },
            infantry "148th Pennsylvania" { quality = "seasoned", stands = 3, at = {78.2, 25} },
          },
          brigade "Kelly's" { commander = general "Kelly" { quality = "veteran" }, order = "hold", facing = 0, formation = "column",
            infantry "28th Massachusetts" { quality = "veteran", stands = 2, at = {83, 25} },
            infantry "63rd New York"      { quality = "veteran", weapon = "smoothbore", stands = 1, at = {88.5, 25} },
            infantry "69th New York"      { quality = "veteran", weapon = "smoothbore", stands = 1, at = {94, 25} },
            infantry "88th New York"      { quality = "veteran", weapon = "smoothbore", stands = 1, at = {99.5, 25} },
            infantry "116th Pennsylvania" { quality = "veteran", stands = 1, at = {105, 25} },
          },
          brigade "Zook's" { commander = general "Zook" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "52nd New York"      { quality = "seasoned", stands = 1, at = {61.8, 18} },
            infantry "57th New York"      { quality = "seasoned", stands = 1, at = {67.2, 18} },
            infantry "66th New York"      { quality = "seasoned", stands = 1, at = {72.8, 18} },
            infantry "140th Pennsylvania" { quality = "seasoned", stands = 3, at = {78.2, 18} },
          },
          brigade "Brooke's" { commander = general "Brooke" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "27th Connecticut"   { quality = "seasoned", stands = 1, at = {83, 18} },
            infantry "2nd Delaware"       { quality = "seasoned", stands = 2, at = {88.5, 18} },
            infantry "64th New York"      { quality = "seasoned", stands = 1, at = {94, 18} },
            infantry "53rd Pennsylvania"  { quality = "seasoned", stands = 1, at = {99.5, 18} },
            infantry "145th Pennsylvania" { quality = "seasoned", stands = 1, at = {105, 18} },
          },
        },
        division "Gibbon's" { commander = general "Gibbon" { quality = "veteran" },
          brigade "Harrow's" { commander = general "Harrow" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "19th Maine"         { quality = "seasoned", stands = 3, at = {109.2, 21.5} },
            infantry "15th Massachusetts" { quality = "veteran", stands = 2, at = {114.8, 21.5} },
            infantry "1st Minnesota"      { quality = "veteran", stands = 2, at = {120.2, 21.5} },
            infantry "82nd New York"      { quality = "seasoned", stands = 2, at = {125.8, 21.5} },
          },
          brigade "Hall's" { commander = general "Hall" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "59th New York"      { quality = "seasoned", stands = 1, at = {118, 34.7} },
            infantry "7th Michigan"       { quality = "seasoned", stands = 1, at = {127, 34.7} },
            infantry "20th Massachusetts" { quality = "veteran", stands = 2, at = {118, 30.2} },
            infantry "42nd New York"      { quality = "seasoned", stands = 1, at = {127, 30.2} },
            infantry "19th Massachusetts" { quality = "seasoned", stands = 1, at = {122.5, 25.7} },
          },
          brigade "Webb's" { commander = general "Webb" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "69th Pennsylvania"  { quality = "seasoned", stands = 2, at = {136, 32.2} },
            infantry "71st Pennsylvania"  { quality = "seasoned", stands = 2, at = {145, 32.2} },
            infantry "72nd Pennsylvania"  { quality = "seasoned", stands = 3, at = {136, 27.7} },
            infantry "106th Pennsylvania" { quality = "seasoned", stands = 2, at = {145, 27.7} },
          },
        },
        division "Hays' division" { commander = general "A. Hays" { quality = "seasoned" },
          brigade "Smyth's" { commander = general "Smyth" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "14th Connecticut"        { quality = "seasoned", stands = 1, at = {154, 39.2} },
            infantry "1st Delaware"            { quality = "seasoned", stands = 2, at = {163, 39.2} },
            infantry "12th New Jersey"         { quality = "seasoned", weapon = "smoothbore", stands = 3, at = {154, 34.7} },
            infantry "10th New York Battalion" { quality = "seasoned", stands = 1, at = {163, 34.7} },
            infantry "108th New York"          { quality = "seasoned", stands = 1, at = {158.5, 30.2} },
          },
          brigade "Carroll's" { commander = general "Carroll" { quality = "veteran" }, order = "hold", facing = 0, formation = "column",
            infantry "14th Indiana"      { quality = "veteran", stands = 1, at = {130.2, 22} },
            infantry "4th Ohio"          { quality = "veteran", stands = 2, at = {135.8, 22} },
            infantry "8th Ohio"          { quality = "veteran", stands = 1, at = {141.2, 22} },
            infantry "7th West Virginia" { quality = "veteran", stands = 2, at = {146.8, 22} },
          },
          brigade "Willard's" { commander = general "Willard" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "39th New York"  { quality = "seasoned", stands = 2, at = {153.8, 16} },
            infantry "111th New York" { quality = "raw", stands = 3, at = {159.2, 16} },
            infantry "125th New York" { quality = "raw", stands = 3, at = {164.8, 16} },
            infantry "126th New York" { quality = "raw", stands = 3, at = {170.2, 16} },
          },
        },
        brigade "II Corps Artillery" { commander = general "Hazard" { quality = "veteran" }, order = "hold", formation = "line",
          battery "Battery B, 1st New York"     { guns = "rifled", quality = "seasoned", stands = 2, at = {111, 28}, facing = 0 },  -- Rorty, 4 guns
          battery "Battery B, 1st Rhode Island" { guns = "smoothbore", quality = "veteran", stands = 3, at = {134, 35}, facing = 0 },  -- Brown, 6 guns
          battery "Battery A, 4th U.S."         { guns = "rifled", quality = "veteran", stands = 3, at = {139.5, 35}, facing = 0 },  -- Cushing, 6 guns
          battery "Battery A, 1st Rhode Island" { guns = "rifled", quality = "veteran", stands = 3, at = {145, 35}, facing = 0 },  -- Arnold, 6 guns
          battery "Battery I, 1st U.S."         { guns = "smoothbore", quality = "veteran", stands = 3, at = {152, 27}, facing = 0 },  -- Woodruff, 6 guns
        },
      },

      corps "III Corps" { commander = general "Sickles" { quality = "seasoned", at = {84, 46} },
        division "Birney's" { commander = general "Birney" { quality = "seasoned" },
          brigade "Ward's" { commander = general "Ward" { quality = "seasoned" }, order = "hold", facing = 335, formation = "line",
            infantry "4th Maine"              { quality = "veteran", stands = 2, at = {46.9, 47.6} },
            infantry "124th New York"         { quality = "seasoned", stands = 2, at = {55.1, 51.4} },
            infantry "86th New York"          { quality = "seasoned", stands = 2, at = {48.8, 43.5} },
            infantry "20th Indiana"           { quality = "seasoned", stands = 3, at = {57, 47.3} },
            infantry "99th Pennsylvania"      { quality = "seasoned", stands = 2, at = {50.7, 39.4} },
            infantry "3rd Maine"              { quality = "veteran", stands = 1, at = {58.9, 43.2} },
            infantry "2nd U.S. Sharpshooters" { quality = "veteran", weapon = "breechloader", stands = 1, at = {30, 46}, facing = 330, formation = "skirmish" },
            infantry "1st U.S. Sharpshooters" { quality = "veteran", weapon = "breechloader", stands = 2, at = {99, 69}, facing = 36, formation = "skirmish" },
          },
          brigade "de Trobriand's" { commander = general "de Trobriand" { quality = "veteran" }, order = "hold", facing = 320, formation = "line",
            infantry "17th Maine"         { quality = "seasoned", stands = 2, at = {64.6, 55.1} },
            infantry "40th New York"      { quality = "veteran", stands = 3, at = {71.4, 60.9} },
            infantry "110th Pennsylvania" { quality = "seasoned", stands = 1, at = {67.4, 51.7} },
            infantry "5th Michigan"       { quality = "veteran", stands = 1, at = {74.3, 57.4} },
            infantry "3rd Michigan"       { quality = "veteran", stands = 2, at = {73.8, 51.1} },
          },
          brigade "Graham's" { commander = general "Graham" { quality = "seasoned" }, order = "hold", facing = 10, formation = "line",
            infantry "68th Pennsylvania"  { quality = "seasoned", stands = 2, at = {74.6, 72.1} },
            infantry "114th Pennsylvania" { quality = "seasoned", stands = 2, at = {83.5, 70.5} },
            infantry "57th Pennsylvania"  { quality = "seasoned", stands = 1, at = {92.4, 68.9} },
            infantry "141st Pennsylvania" { quality = "seasoned", stands = 1, at = {73.9, 67.6} },
            infantry "63rd Pennsylvania"  { quality = "seasoned", stands = 2, at = {82.7, 66.1} },
            infantry "105th Pennsylvania" { quality = "seasoned", stands = 2, at = {91.6, 64.5} },
          },
        },
        division "Humphreys'" { commander = general "Humphreys" { quality = "veteran" },
          brigade "Brewster's" { commander = general "Brewster" { quality = "seasoned" }, order = "hold", facing = 36, formation = "line",
            infantry "73rd New York"  { quality = "seasoned", stands = 2, at = {101.2, 63.8} },
            infantry "72nd New York"  { quality = "seasoned", stands = 2, at = {108.5, 58.5} },
            infantry "71st New York"  { quality = "seasoned", stands = 2, at = {115.8, 53.2} },
            infantry "70th New York"  { quality = "seasoned", stands = 2, at = {98.6, 60.1} },
            infantry "74th New York"  { quality = "seasoned", stands = 2, at = {105.9, 54.9} },
            infantry "120th New York" { quality = "seasoned", stands = 3, at = {113.1, 49.6} },
          },
          brigade "Carr's" { commander = general "Carr" { quality = "seasoned" }, order = "hold", facing = 36, formation = "line",
            infantry "11th New Jersey"    { quality = "seasoned", stands = 2, at = {121.7, 57.3} },
            infantry "12th New Hampshire" { quality = "seasoned", stands = 1, at = {129, 52} },
            infantry "26th Pennsylvania"  { quality = "seasoned", stands = 2, at = {136.3, 46.7} },
            infantry "1st Massachusetts"  { quality = "seasoned", stands = 2, at = {119.1, 53.6} },
            infantry "11th Massachusetts" { quality = "seasoned", stands = 2, at = {126.4, 48.4} },
            infantry "16th Massachusetts" { quality = "seasoned", stands = 2, at = {133.6, 43.1} },
          },
          brigade "Burling's" { commander = general "Burling" { quality = "seasoned" }, order = "hold", facing = 36, formation = "column",
            infantry "2nd New Hampshire"  { quality = "seasoned", stands = 2, at = {95.6, 49.2} },
            infantry "5th New Jersey"     { quality = "seasoned", stands = 1, at = {100, 46} },
            infantry "6th New Jersey"     { quality = "seasoned", stands = 1, at = {104.4, 42.8} },
            infantry "7th New Jersey"     { quality = "seasoned", stands = 2, at = {91.1, 43.2} },
            infantry "8th New Jersey"     { quality = "seasoned", stands = 1, at = {95.6, 39.9} },
            infantry "115th Pennsylvania" { quality = "seasoned", stands = 1, at = {100, 36.7} },
          },
        },
        brigade "III Corps Artillery" { commander = general "Randolph" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "4th New York Battery"        { guns = "rifled", quality = "seasoned", stands = 3, at = {46.5, 55}, facing = 330 },  -- Smith, 6 guns
          battery "Battery D, 1st New York"     { guns = "smoothbore", quality = "seasoned", stands = 3, at = {60.5, 56}, facing = 330 },  -- Winslow, 6 guns
          battery "Battery B, 1st New Jersey"   { guns = "rifled", quality = "seasoned", stands = 3, at = {80, 62}, facing = 300 },  -- Clark, 6 guns
          battery "Battery E, 1st Rhode Island" { guns = "smoothbore", quality = "seasoned", stands = 3, at = {100.5, 72}, facing = 25 },  -- Bucklyn, 6 guns
          battery "Battery K, 4th U.S."         { guns = "smoothbore", quality = "veteran", stands = 3, at = {114.5, 59}, facing = 36 },  -- Seeley, 6 guns
        },
      },

      corps "V Corps" { commander = general "Sykes" { quality = "seasoned" },
        division "Barnes'" { commander = general "Barnes" { quality = "seasoned" },
          brigade "Vincent's" { commander = general "Vincent" { quality = "seasoned" }, order = "hold", objective = "little_round_top", formation = "column",
            infantry "20th Maine"        { quality = "seasoned", stands = 3 },
            infantry "16th Michigan"     { quality = "seasoned", stands = 2 },
            infantry "44th New York"     { quality = "veteran", stands = 3 },
            infantry "83rd Pennsylvania" { quality = "veteran", stands = 2 },
          },
          brigade "Tilton's" { commander = general "Tilton" { quality = "seasoned" }, order = "hold", objective = {42, 30}, formation = "column",
            infantry "18th Massachusetts" { quality = "veteran", stands = 1 },
            infantry "22nd Massachusetts" { quality = "veteran", stands = 1 },
            infantry "1st Michigan"       { quality = "veteran", stands = 1 },
            infantry "118th Pennsylvania" { quality = "seasoned", stands = 2 },
          },
          brigade "Sweitzer's" { commander = general "Sweitzer" { quality = "seasoned" }, order = "hold", objective = {54, 30}, formation = "column",
            infantry "9th Massachusetts"  { quality = "veteran", stands = 3 },
            infantry "32nd Massachusetts" { quality = "veteran", stands = 2 },
            infantry "4th Michigan"       { quality = "veteran", stands = 2 },
            infantry "62nd Pennsylvania"  { quality = "veteran", stands = 3 },
          },
        },
        division "Ayres'" { commander = general "Ayres" { quality = "veteran" },
          brigade "Weed's" { commander = general "Weed" { quality = "seasoned" }, order = "hold", objective = {36.5, 30}, formation = "column",
            infantry "140th New York"     { quality = "seasoned", stands = 3 },
            infantry "146th New York"     { quality = "seasoned", stands = 3 },
            infantry "91st Pennsylvania"  { quality = "seasoned", stands = 1 },
            infantry "155th Pennsylvania" { quality = "seasoned", stands = 2 },
          },
          brigade "Day's" { commander = general "Day" { quality = "veteran" }, order = "hold", objective = {31, 30}, formation = "column",
            infantry "3rd U.S."  { quality = "veteran", stands = 2 },
            infantry "4th U.S."  { quality = "veteran", stands = 1 },
            infantry "6th U.S."  { quality = "veteran", stands = 1 },
            infantry "12th U.S." { quality = "veteran", stands = 3 },
            infantry "14th U.S." { quality = "veteran", stands = 3 },
          },
          brigade "Burbank's" { commander = general "Burbank" { quality = "veteran" }, order = "hold", objective = {25.5, 30}, formation = "column",
            infantry "2nd U.S."  { quality = "veteran", stands = 1 },
            infantry "7th U.S."  { quality = "veteran", stands = 1 },
            infantry "10th U.S." { quality = "veteran", stands = 1 },
            infantry "11th U.S." { quality = "veteran", stands = 2 },
            infantry "17th U.S." { quality = "veteran", stands = 2 },
          },
        },
        division "Crawford's" { commander = general "Crawford" { quality = "seasoned" },
          brigade "McCandless'" { commander = general "McCandless" { quality = "veteran" }, order = "hold", objective = {20, 38}, formation = "column",
            infantry "1st Pennsylvania Reserves"  { quality = "veteran", stands = 3 },
            infantry "2nd Pennsylvania Reserves"  { quality = "veteran", stands = 2 },
            infantry "6th Pennsylvania Reserves"  { quality = "veteran", stands = 2 },
            infantry "13th Pennsylvania Reserves" { quality = "veteran", stands = 2 },
          },
          brigade "Fisher's" { commander = general "Fisher" { quality = "seasoned" }, order = "hold", objective = {14.5, 38}, formation = "column",
            infantry "5th Pennsylvania Reserves"  { quality = "veteran", stands = 2 },
            infantry "9th Pennsylvania Reserves"  { quality = "veteran", stands = 2 },
            infantry "10th Pennsylvania Reserves" { quality = "veteran", stands = 3 },
            infantry "11th Pennsylvania Reserves" { quality = "veteran", stands = 2 },
            infantry "12th Pennsylvania Reserves" { quality = "veteran", stands = 2 },
          },
        },
        brigade "V Corps Artillery" { commander = general "Martin" { quality = "seasoned" }, order = "hold", objective = {62, 32}, formation = "column",
          battery "Battery D, 5th U.S."          { guns = "rifled", quality = "veteran", stands = 3 },  -- Hazlett, 6 guns
          battery "Battery C, 1st Massachusetts" { guns = "smoothbore", quality = "seasoned", stands = 3 },  -- Walcott, 6 guns
          battery "Battery C, 1st New York"      { guns = "rifled", quality = "seasoned", stands = 2 },  -- Barnes battery, 4 guns
          battery "Battery L, 1st Ohio"          { guns = "smoothbore", quality = "seasoned", stands = 3 },  -- Gibbs, 6 guns
          battery "Battery I, 5th U.S."          { guns = "rifled", quality = "veteran", stands = 2 },  -- Watson, 4 guns
        },
      },

      corps "VI Corps" { commander = general "Sedgwick" { quality = "veteran" },
        division "Wright's division" { commander = general "H. G. Wright" { quality = "seasoned" },
          brigade "Torbert's" { commander = general "Torbert" { quality = "seasoned" }, order = "hold", objective = {9.5, 10}, reserve = true, formation = "column",
            infantry "1st New Jersey"  { quality = "veteran", stands = 2 },
            infantry "2nd New Jersey"  { quality = "veteran", stands = 2 },
            infantry "3rd New Jersey"  { quality = "veteran", stands = 2 },
            infantry "15th New Jersey" { quality = "seasoned", stands = 3 },
          },
          brigade "Bartlett's" { commander = general "Bartlett" { quality = "seasoned" }, order = "hold", objective = {9, 38}, formation = "column",
            infantry "5th Maine"         { quality = "veteran", stands = 2 },
            infantry "121st New York"    { quality = "seasoned", stands = 3 },
            infantry "95th Pennsylvania" { quality = "veteran", stands = 2 },
            infantry "96th Pennsylvania" { quality = "veteran", stands = 2 },
          },
          brigade "Russell's" { commander = general "Russell" { quality = "seasoned" }, order = "hold", objective = {232, 2}, formation = "column",
            infantry "6th Maine"          { quality = "veteran", stands = 3 },
            infantry "49th Pennsylvania"  { quality = "veteran", stands = 2 },
            infantry "119th Pennsylvania" { quality = "seasoned", stands = 3 },
            infantry "5th Wisconsin"      { quality = "veteran", stands = 3 },
          },
        },
        division "Howe's" { commander = general "Howe" { quality = "seasoned" },
          brigade "Grant's" { commander = general "Grant" { quality = "veteran" }, order = "hold", objective = {178, 2}, formation = "column",
            infantry "2nd Vermont" { quality = "veteran", stands = 3 },
            infantry "3rd Vermont" { quality = "veteran", stands = 2 },
            infantry "4th Vermont" { quality = "veteran", stands = 3 },
            infantry "5th Vermont" { quality = "veteran", stands = 2 },
            infantry "6th Vermont" { quality = "veteran", stands = 2 },
          },
          brigade "Neill's" { commander = general "Neill" { quality = "seasoned" }, order = "hold", objective = {142, 2}, reserve = true, formation = "column",
            infantry "7th Maine"         { quality = "veteran", stands = 1 },
            infantry "43rd New York"     { quality = "veteran", stands = 2 },
            infantry "49th New York"     { quality = "veteran", stands = 2 },
            infantry "77th New York"     { quality = "veteran", stands = 2 },
            infantry "61st Pennsylvania" { quality = "seasoned", stands = 3 },
          },
        },
        division "Wheaton's" { commander = general "Wheaton" { quality = "seasoned" },
          brigade "Shaler's" { commander = general "Shaler" { quality = "seasoned" }, order = "hold", objective = {205, 2}, formation = "column",
            infantry "65th New York"     { quality = "seasoned", stands = 2 },
            infantry "67th New York"     { quality = "seasoned", stands = 2 },
            infantry "122nd New York"    { quality = "seasoned", stands = 3 },
            infantry "23rd Pennsylvania" { quality = "seasoned", stands = 3 },
            infantry "82nd Pennsylvania" { quality = "seasoned", stands = 2 },
          },
          brigade "Eustis'" { commander = general "Eustis" { quality = "seasoned" }, order = "hold", objective = {3, 10}, reserve = true, formation = "column",
            infantry "7th Massachusetts"  { quality = "veteran", stands = 2 },
            infantry "10th Massachusetts" { quality = "veteran", stands = 2 },
            infantry "37th Massachusetts" { quality = "seasoned", stands = 4 },
            infantry "2nd Rhode Island"   { quality = "veteran", stands = 2 },
          },
          brigade "Nevin's" { commander = general "Nevin" { quality = "seasoned" }, order = "hold", objective = {3, 38}, formation = "column",
            infantry "62nd New York"      { quality = "seasoned", stands = 2 },
            infantry "93rd Pennsylvania"  { quality = "seasoned", stands = 2 },
            infantry "98th Pennsylvania"  { quality = "seasoned", stands = 2 },
            infantry "139th Pennsylvania" { quality = "seasoned", stands = 3 },
          },
        },
        brigade "VI Corps Artillery" { commander = general "Tompkins" { quality = "seasoned" }, order = "hold", objective = {64.5, 1}, formation = "column",
          battery "Battery A, 1st Massachusetts"     { guns = "smoothbore", quality = "seasoned", stands = 3 },  -- McCartney, 6 guns
          battery "1st New York Independent Battery" { guns = "rifled", quality = "veteran", stands = 3 },  -- Cowan, 6 guns
          battery "3rd New York Battery"             { guns = "rifled", quality = "seasoned", stands = 3 },  -- Harn, 6 guns
          battery "Battery C, 1st Rhode Island"      { guns = "rifled", quality = "seasoned", stands = 3 },  -- Waterman, 6 guns
          battery "Battery G, 1st Rhode Island"      { guns = "rifled", quality = "seasoned", stands = 3 },  -- Adams, 6 guns
          battery "Battery D, 2nd U.S."              { guns = "smoothbore", quality = "veteran", stands = 3 },  -- Williston, 6 guns
          battery "Battery G, 2nd U.S."              { guns = "smoothbore", quality = "veteran", stands = 3 },  -- Butler, 6 guns
          battery "Battery F, 5th U.S."              { guns = "rifled", quality = "veteran", stands = 3 },  -- Martin, 6 guns
        },
      },

      corps "XI Corps" { commander = general "Howard" { quality = "seasoned", at = {180, 19} },
        division "Ames'" { commander = general "Ames" { quality = "seasoned" },
          brigade "von Gilsa's" { commander = general "von Gilsa" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "153rd Pennsylvania" { quality = "raw", stands = 2, at = {191.5, 36.5} },
            infantry "41st New York"      { quality = "seasoned", stands = 1, at = {200.5, 36.5} },
            infantry "54th New York"      { quality = "seasoned", stands = 1, at = {191.5, 32} },
            infantry "68th New York"      { quality = "seasoned", stands = 1, at = {200.5, 32} },
          },
          brigade "Harris'" { commander = general "Harris" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "17th Connecticut" { quality = "seasoned", stands = 2, at = {186.2, 18.5} },
            infantry "25th Ohio"        { quality = "seasoned", stands = 1, at = {191.8, 18.5} },
            infantry "75th Ohio"        { quality = "seasoned", stands = 1, at = {197.2, 18.5} },
            infantry "107th Ohio"       { quality = "seasoned", stands = 1, at = {202.8, 18.5} },
          },
        },
        division "von Steinwehr's" { commander = general "von Steinwehr" { quality = "seasoned" },
          brigade "Coster's" { commander = general "Coster" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "27th Pennsylvania" { quality = "seasoned", stands = 1, at = {172, 39} },
            infantry "73rd Pennsylvania" { quality = "seasoned", stands = 2, at = {181, 39} },
            infantry "134th New York"    { quality = "seasoned", stands = 1, at = {172, 34.5} },
            infantry "154th New York"    { quality = "seasoned", stands = 1, at = {181, 34.5} },
          },
          brigade "Orland Smith's" { commander = general "O. Smith" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "33rd Massachusetts" { quality = "seasoned", stands = 3, at = {165.2, 21.5} },
            infantry "136th New York"     { quality = "seasoned", stands = 3, at = {170.8, 21.5} },
            infantry "55th Ohio"          { quality = "seasoned", stands = 2, at = {176.2, 21.5} },
            infantry "73rd Ohio"          { quality = "seasoned", stands = 2, at = {181.8, 21.5} },
          },
        },
        division "Schurz's" { commander = general "Schurz" { quality = "seasoned" },
          brigade "Schimmelfennig's" { commander = general "von Amsberg" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "82nd Illinois"     { quality = "seasoned", stands = 1, at = {187.5, 14.5} },
            infantry "45th New York"     { quality = "seasoned", stands = 1, at = {196.5, 14.5} },
            infantry "157th New York"    { quality = "raw", stands = 1, at = {187.5, 10} },
            infantry "61st Ohio"         { quality = "seasoned", stands = 1, at = {196.5, 10} },
            infantry "74th Pennsylvania" { quality = "seasoned", stands = 1, at = {192, 6} },
          },
          brigade "Krzyzanowski's" { commander = general "Krzyzanowski" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "58th New York"     { quality = "seasoned", stands = 1, at = {198.5, 6} },
            infantry "119th New York"    { quality = "seasoned", stands = 1, at = {204, 6} },
            infantry "82nd Ohio"         { quality = "seasoned", stands = 1, at = {209.5, 6} },
            infantry "75th Pennsylvania" { quality = "seasoned", stands = 1, at = {215, 6} },
            infantry "26th Wisconsin"    { quality = "raw", stands = 2, at = {220.5, 6} },
          },
        },
        brigade "XI Corps Artillery" { commander = general "Osborn" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Battery I, 1st Ohio"     { guns = "smoothbore", quality = "veteran", stands = 3, at = {168.5, 26}, facing = 0 },  -- Dilger, 6 guns
          battery "13th New York Battery"   { guns = "rifled", quality = "seasoned", stands = 2, at = {175, 26}, facing = 0 },  -- Wheeler, 4 guns
          battery "Battery G, 4th U.S."     { guns = "smoothbore", quality = "veteran", stands = 3, at = {182, 26}, facing = 0 },  -- Bancroft, 6 guns
          battery "Battery I, 1st New York" { guns = "rifled", quality = "seasoned", stands = 3, at = {202, 23.5}, facing = 0 },  -- Wiedrich, 6 guns
        },
      },

      corps "XII Corps" { commander = general "A. S. Williams" { quality = "seasoned", at = {236, 16} },
        division "Ruger's" { commander = general "Ruger" { quality = "seasoned" },
          brigade "McDougall's" { commander = general "McDougall" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "123rd New York"    { quality = "seasoned", stands = 3, at = {260.5, 34} },
            infantry "20th Connecticut"  { quality = "seasoned", stands = 2, at = {269.5, 34} },
            infantry "5th Connecticut"   { quality = "seasoned", stands = 1, at = {260.5, 29.5} },
            infantry "3rd Maryland"      { quality = "seasoned", stands = 2, at = {269.5, 29.5} },
            infantry "145th New York"    { quality = "seasoned", stands = 2, at = {260.5, 25} },
            infantry "46th Pennsylvania" { quality = "seasoned", stands = 2, at = {269.5, 25} },
          },
          brigade "Colgrove's" { commander = general "Colgrove" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "27th Indiana"      { quality = "veteran", stands = 2, at = {259.5, 17} },
            infantry "2nd Massachusetts" { quality = "veteran", stands = 2, at = {265, 17} },
            infantry "13th New Jersey"   { quality = "seasoned", stands = 2, at = {270.5, 17} },
            infantry "107th New York"    { quality = "seasoned", stands = 2, at = {262.2, 9.5} },
            infantry "3rd Wisconsin"     { quality = "veteran", stands = 2, at = {267.8, 9.5} },
          },
          brigade "Lockwood's" { commander = general "Lockwood" { quality = "raw" }, order = "hold", facing = 0, formation = "column",
            infantry "1st Maryland Potomac Home Brigade" { quality = "raw", stands = 4, at = {244.5, 10} },
            infantry "1st Maryland Eastern Shore"        { quality = "raw", stands = 4, at = {250, 10} },
            infantry "150th New York"                    { quality = "raw", stands = 4, at = {255.5, 10} },
          },
        },
        division "Geary's" { commander = general "Geary" { quality = "seasoned" },
          brigade "Greene's" { commander = general "Greene" { quality = "veteran" }, order = "hold", facing = 0, formation = "line",
            infantry "78th New York"  { quality = "seasoned", stands = 1, at = {226.5, 35} },
            infantry "60th New York"  { quality = "seasoned", stands = 2, at = {235.5, 35} },
            infantry "102nd New York" { quality = "seasoned", stands = 2, at = {226.5, 30.5} },
            infantry "149th New York" { quality = "seasoned", stands = 2, at = {235.5, 30.5} },
            infantry "137th New York" { quality = "seasoned", stands = 3, at = {231, 26} },
          },
          brigade "Kane's" { commander = general "Cobham" { quality = "seasoned" }, order = "hold", facing = 0, formation = "line",
            infantry "29th Pennsylvania"  { quality = "seasoned", stands = 2, at = {248, 35} },
            infantry "109th Pennsylvania" { quality = "seasoned", stands = 1, at = {248, 30.5} },
            infantry "111th Pennsylvania" { quality = "seasoned", stands = 1, at = {248, 26} },
          },
          brigade "Candy's" { commander = general "Candy" { quality = "seasoned" }, order = "hold", facing = 0, formation = "column",
            infantry "5th Ohio"           { quality = "veteran", stands = 2, at = {225.5, 17} },
            infantry "7th Ohio"           { quality = "veteran", stands = 2, at = {231, 17} },
            infantry "29th Ohio"          { quality = "veteran", stands = 2, at = {236.5, 17} },
            infantry "66th Ohio"          { quality = "veteran", stands = 2, at = {225.5, 9.5} },
            infantry "28th Pennsylvania"  { quality = "seasoned", stands = 2, at = {231, 9.5} },
            infantry "147th Pennsylvania" { quality = "seasoned", stands = 2, at = {236.5, 9.5} },
          },
        },
        brigade "XII Corps Artillery" { commander = general "Muhlenberg" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Battery M, 1st New York"          { guns = "rifled", quality = "seasoned", stands = 2, at = {241.5, 14.5}, facing = 0 },  -- Winegar, 4 guns
          battery "Battery E, Pennsylvania (Knap's)" { guns = "rifled", quality = "veteran", stands = 3, at = {248, 14.5}, facing = 0 },  -- Atwell, 6 guns
          battery "Battery K, 5th U.S."              { guns = "smoothbore", quality = "seasoned", stands = 2, at = {220.5, 10.5}, facing = 0 },  -- Kinzie, 4 guns
          battery "Battery F, 4th U.S."              { guns = "smoothbore", quality = "seasoned", stands = 3, at = {229, 5}, facing = 0 },  -- Rugg, 6 guns
        },
      },

      corps "Artillery Reserve" { commander = general "Tyler" { quality = "seasoned", at = {110, 14} },
        brigade "McGilvery's" { commander = general "McGilvery" { quality = "veteran" }, order = "hold", objective = {62, 32}, formation = "column",
          battery "9th Massachusetts Battery"     { guns = "smoothbore", quality = "seasoned", stands = 3 },  -- Bigelow, 6 guns
          battery "Battery E, 5th Massachusetts"  { guns = "rifled", quality = "seasoned", stands = 3 },  -- Phillips, 6 guns
          battery "15th New York Battery"         { guns = "smoothbore", quality = "seasoned", stands = 2 },  -- Hart, 4 guns
          battery "Batteries C & F, Pennsylvania" { guns = "rifled", quality = "seasoned", stands = 3 },  -- Thompson, 6 guns
        },
        brigade "Ransom's" { commander = general "Ransom" { quality = "veteran" }, order = "hold", formation = "line",
          battery "Battery C, 4th U.S."       { guns = "smoothbore", quality = "veteran", stands = 3, at = {104.5, 33.5}, facing = 0 },  -- Thomas, 6 guns
          battery "Battery C, 5th U.S."       { guns = "smoothbore", quality = "veteran", stands = 3, at = {128, 39}, facing = 36 },  -- Weir, 6 guns
          battery "Batteries F & K, 3rd U.S." { guns = "smoothbore", quality = "veteran", stands = 3, at = {121, 39}, facing = 36 },  -- Turnbull, 6 guns
          battery "Battery H, 1st U.S."       { guns = "smoothbore", quality = "veteran", stands = 3, at = {156, 23}, facing = 0 },  -- Eakin, 6 guns
        },
        brigade "Fitzhugh's" { commander = general "Fitzhugh" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Battery G, 1st New York"   { guns = "smoothbore", quality = "seasoned", stands = 3, at = {89.5, 60.5}, facing = 310 },  -- Ames, 6 guns
          battery "6th Maine Battery"         { guns = "smoothbore", quality = "seasoned", stands = 2, at = {96, 29.5}, facing = 0 },  -- Dow, 4 guns
          battery "Battery A, 1st New Jersey" { guns = "rifled", quality = "seasoned", stands = 3, at = {83, 13.5}, facing = 0 },  -- Parsons, 6 guns
          battery "Battery K, 1st New York"   { guns = "rifled", quality = "seasoned", stands = 3, at = {90, 13.5}, facing = 0 },  -- Fitzhugh battery, 6 guns
        },
        brigade "Taft's" { commander = general "Taft" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "5th New York Battery"    { guns = "rifled", quality = "seasoned", stands = 3, at = {170, 29.5}, facing = 0 },  -- Taft battery, 6 guns
          battery "2nd Connecticut Battery" { guns = "rifled", quality = "seasoned", stands = 2, at = {103, 13.5}, facing = 0 },  -- Sterling, 4 guns
        },
        brigade "Huntington's" { commander = general "Huntington" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "1st New Hampshire Battery"         { guns = "rifled", quality = "seasoned", stands = 2, at = {180.5, 17}, facing = 0 },  -- Edgell, 4 guns
          battery "Battery H, 1st Ohio"               { guns = "rifled", quality = "seasoned", stands = 3, at = {157.5, 26.5}, facing = 0 },  -- Norton, 6 guns
          battery "Batteries F & G, 1st Pennsylvania" { guns = "rifled", quality = "veteran", stands = 3, at = {203.5, 14}, facing = 0 },  -- Ricketts, 6 guns
          battery "Battery C, 1st West Virginia"      { guns = "rifled", quality = "seasoned", stands = 2, at = {169, 11.5}, facing = 0 },  -- Hill, 4 guns
        },
      },

    },

    -- ===================================================================== CSA
    CSA = army "Army of Northern Virginia" {
      -- Lee watched from Seminary Ridge, by the Lutheran Seminary.
      commander = general "Lee" { quality = "veteran", at = {160, 100} },

      corps "First Corps" { commander = general "Longstreet" { quality = "veteran", at = {76, 104} },
        division "McLaws'" { commander = general "McLaws" { quality = "veteran" },
          brigade "Kershaw's" { commander = general "Kershaw" { quality = "veteran" }, order = "hold", facing = 185, formation = "line",
            infantry "2nd South Carolina"           { quality = "veteran", stands = 3, at = {84, 89} },
            infantry "15th South Carolina"          { quality = "veteran", stands = 3, at = {72, 90} },
            infantry "3rd South Carolina Battalion" { quality = "veteran", stands = 1, at = {60, 91} },
            infantry "8th South Carolina"           { quality = "veteran", stands = 1, at = {84.3, 93.4} },
            infantry "3rd South Carolina"           { quality = "veteran", stands = 3, at = {72.4, 94.5} },
            infantry "7th South Carolina"           { quality = "veteran", stands = 3, at = {60.4, 95.5} },
          },
          brigade "Semmes'" { commander = general "Semmes" { quality = "seasoned" }, order = "hold", facing = 185, formation = "line",
            infantry "10th Georgia" { quality = "seasoned", stands = 2, at = {78, 99} },
            infantry "50th Georgia" { quality = "seasoned", stands = 2, at = {66, 100} },
            infantry "51st Georgia" { quality = "seasoned", stands = 2, at = {78.4, 103.5} },
            infantry "53rd Georgia" { quality = "seasoned", stands = 3, at = {66.4, 104.5} },
          },
          brigade "Barksdale's" { commander = general "Barksdale" { quality = "veteran" }, order = "hold", facing = 190, formation = "line",
            infantry "21st Mississippi" { quality = "veteran", stands = 3, at = {99.4, 93.5} },
            infantry "17th Mississippi" { quality = "veteran", stands = 3, at = {87.6, 95.5} },
            infantry "13th Mississippi" { quality = "veteran", stands = 3, at = {100.2, 97.9} },
            infantry "18th Mississippi" { quality = "veteran", stands = 2, at = {88.4, 100} },
          },
          brigade "Wofford's" { commander = general "Wofford" { quality = "veteran" }, order = "hold", facing = 190, formation = "line",
            infantry "16th Georgia"                       { quality = "veteran", stands = 2, at = {105.3, 101.4} },
            infantry "18th Georgia"                       { quality = "veteran", stands = 2, at = {93.5, 103.5} },
            infantry "24th Georgia"                       { quality = "veteran", stands = 2, at = {81.7, 105.6} },
            infantry "Cobb's Legion"                      { quality = "veteran", stands = 1, at = {106.1, 105.8} },
            infantry "Phillips' Legion"                   { quality = "veteran", stands = 2, at = {94.3, 107.9} },
            infantry "3rd Georgia Sharpshooter Battalion" { quality = "veteran", stands = 1, at = {82.5, 110} },
          },
        },
        division "Hood's" { commander = general "Hood" { quality = "veteran" },
          brigade "Law's" { commander = general "Law" { quality = "veteran" }, order = "hold", facing = 160, formation = "line",
            infantry "48th Alabama" { quality = "veteran", stands = 2, at = {41.3, 87.1} },
            infantry "44th Alabama" { quality = "veteran", stands = 2, at = {30, 83} },
            infantry "4th Alabama"  { quality = "veteran", stands = 2, at = {18.7, 78.9} },
            infantry "15th Alabama" { quality = "veteran", stands = 3, at = {34.1, 89.3} },
            infantry "47th Alabama" { quality = "veteran", stands = 2, at = {22.8, 85.2} },
          },
          brigade "Robertson's" { commander = general "Robertson" { quality = "veteran" }, order = "hold", facing = 172, formation = "line",
            infantry "3rd Arkansas" { quality = "veteran", stands = 3, at = {60.4, 83.3} },
            infantry "1st Texas"    { quality = "veteran", stands = 3, at = {48.6, 81.7} },
            infantry "4th Texas"    { quality = "veteran", stands = 3, at = {59.8, 87.8} },
            infantry "5th Texas"    { quality = "veteran", stands = 3, at = {47.9, 86.1} },
          },
          brigade "Benning's" { commander = general "Benning" { quality = "veteran" }, order = "hold", facing = 165, formation = "line",
            infantry "15th Georgia" { quality = "veteran", stands = 2, at = {41.8, 97.1} },
            infantry "20th Georgia" { quality = "veteran", stands = 2, at = {30.2, 93.9} },
            infantry "17th Georgia" { quality = "veteran", stands = 2, at = {40.6, 101.4} },
            infantry "2nd Georgia"  { quality = "veteran", stands = 2, at = {29, 98.3} },
          },
          brigade "G. T. Anderson's" { commander = general "G. T. Anderson" { quality = "veteran" }, order = "hold", facing = 178, formation = "line",
            infantry "7th Georgia"  { quality = "seasoned", stands = 3, at = {70, 107.4} },
            infantry "8th Georgia"  { quality = "veteran", stands = 2, at = {58, 107} },
            infantry "9th Georgia"  { quality = "veteran", stands = 2, at = {46, 106.6} },
            infantry "11th Georgia" { quality = "veteran", stands = 2, at = {63.8, 111.7} },
            infantry "59th Georgia" { quality = "seasoned", stands = 4, at = {51.8, 111.3} },
          },
        },
        brigade "Henry's Battalion" { commander = general "Henry" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "German Artillery"         { guns = "smoothbore", quality = "seasoned", stands = 2, at = {29, 101.5}, facing = 160 },  -- Bachman, 4 guns
          battery "Rowan Artillery"          { guns = "rifled", quality = "veteran", stands = 3, at = {37.5, 103.5}, facing = 165 },  -- Reilly, 6 guns
          battery "Branch Artillery"         { guns = "smoothbore", quality = "seasoned", stands = 2, at = {53, 101}, facing = 172 },  -- Latham, 5 guns
          battery "Palmetto Light Artillery" { guns = "rifled", quality = "seasoned", stands = 2, at = {59.5, 103.5}, facing = 178 },  -- Garden, 4 guns
        },
        brigade "Cabell's Battalion" { commander = general "Cabell" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "A, 1st North Carolina"  { guns = "rifled", quality = "seasoned", stands = 2, at = {72.5, 110.5}, facing = 185 },  -- Manly, 4 guns
          battery "Pulaski Artillery"      { guns = "rifled", quality = "seasoned", stands = 2, at = {82.5, 113}, facing = 188 },  -- Fraser, 4 guns
          battery "1st Richmond Howitzers" { guns = "rifled", quality = "veteran", stands = 2, at = {88, 112}, facing = 190 },  -- McCarthy, 4 guns
          battery "Troup Artillery"        { guns = "rifled", quality = "seasoned", stands = 2, at = {93.5, 111}, facing = 190 },  -- Carlton, 4 guns
        },
        brigade "Alexander's Battalion" { commander = general "Alexander" { quality = "veteran" }, order = "hold", formation = "line",
          battery "Madison Light Artillery"   { guns = "smoothbore", quality = "veteran", stands = 2, at = {106.5, 94}, facing = 192 },  -- Moody, 4 guns
          battery "Ashland Artillery"         { guns = "rifled", quality = "veteran", stands = 2, at = {107.5, 97.5}, facing = 195 },  -- Woolfolk, 4 guns
          battery "Bedford Artillery"         { guns = "rifled", quality = "veteran", stands = 2, at = {113, 99.5}, facing = 198 },  -- Jordan, 4 guns
          battery "Brooks Artillery"          { guns = "smoothbore", quality = "seasoned", stands = 2, at = {120, 98.5}, facing = 200 },  -- Gilbert, 4 guns
          battery "Parker's Virginia Battery" { guns = "rifled", quality = "seasoned", stands = 2, at = {127, 98}, facing = 200 },  -- Parker, 4 guns
          battery "Taylor's Virginia Battery" { guns = "smoothbore", quality = "seasoned", stands = 2, at = {134, 97.5}, facing = 200 },  -- Taylor, 4 guns
        },
        brigade "Washington Artillery" { commander = general "Eshleman" { quality = "veteran" }, order = "hold", formation = "line",
          battery "1st Company" { guns = "smoothbore", quality = "veteran", stands = 2, at = {76.5, 114}, facing = 180 },  -- Squires, 4 guns
          battery "2nd Company" { guns = "smoothbore", quality = "veteran", stands = 2, at = {95.5, 114.5}, facing = 180 },  -- Richardson, 4 guns
          battery "3rd Company" { guns = "smoothbore", quality = "veteran", stands = 2, at = {99.5, 110.5}, facing = 180 },  -- Miller, 4 guns
          battery "4th Company" { guns = "smoothbore", quality = "veteran", stands = 2, at = {105, 109.5}, facing = 180 },  -- Norcom, 4 guns
        },
      },

      corps "Third Corps" { commander = general "A. P. Hill" { quality = "seasoned", at = {160, 102} },
        division "Anderson's" { commander = general "R. H. Anderson" { quality = "seasoned" },
          brigade "Wilcox's" { commander = general "Wilcox" { quality = "veteran" }, order = "hold", facing = 200, formation = "line",
            infantry "8th Alabama"  { quality = "veteran", stands = 3, at = {129.8, 81.9} },
            infantry "9th Alabama"  { quality = "veteran", stands = 2, at = {118.5, 86} },
            infantry "10th Alabama" { quality = "veteran", stands = 2, at = {107.2, 90.1} },
            infantry "11th Alabama" { quality = "veteran", stands = 2, at = {125.7, 88.2} },
            infantry "14th Alabama" { quality = "veteran", stands = 2, at = {114.4, 92.3} },
          },
          brigade "Lang's" { commander = general "Lang" { quality = "seasoned" }, order = "hold", facing = 200, formation = "line",
            infantry "2nd Florida" { quality = "seasoned", stands = 2, at = {144.8, 86.4} },
            infantry "5th Florida" { quality = "seasoned", stands = 2, at = {133.5, 90.5} },
            infantry "8th Florida" { quality = "seasoned", stands = 1, at = {122.2, 94.6} },
          },
          brigade "Wright's" { commander = general "A. R. Wright" { quality = "seasoned" }, order = "hold", facing = 195, formation = "line",
            infantry "48th Georgia"          { quality = "seasoned", stands = 3, at = {155.8, 89.4} },
            infantry "3rd Georgia"           { quality = "seasoned", stands = 3, at = {144.2, 92.6} },
            infantry "22nd Georgia"          { quality = "seasoned", stands = 3, at = {157, 93.8} },
            infantry "2nd Georgia Battalion" { quality = "seasoned", stands = 1, at = {145.4, 96.9} },
          },
          brigade "Posey's" { commander = general "Posey" { quality = "seasoned" }, order = "hold", facing = 195, formation = "line",
            infantry "12th Mississippi" { quality = "seasoned", stands = 2, at = {143.8, 100.4} },
            infantry "16th Mississippi" { quality = "seasoned", stands = 3, at = {132.2, 103.6} },
            infantry "19th Mississippi" { quality = "seasoned", stands = 2, at = {145, 104.8} },
            infantry "48th Mississippi" { quality = "seasoned", stands = 2, at = {133.4, 107.9} },
          },
          brigade "Mahone's" { commander = general "Mahone" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "6th Virginia"  { quality = "seasoned", stands = 2, at = {197, 106} },
            infantry "12th Virginia" { quality = "seasoned", stands = 2, at = {187.5, 106} },
            infantry "16th Virginia" { quality = "seasoned", stands = 2, at = {178, 106} },
            infantry "41st Virginia" { quality = "seasoned", stands = 2, at = {168.5, 106} },
            infantry "61st Virginia" { quality = "seasoned", stands = 2, at = {159, 106} },
          },
        },
        division "Pender's" { commander = general "Pender" { quality = "veteran" },
          brigade "Thomas'" { commander = general "Thomas" { quality = "seasoned" }, order = "hold", facing = 180, formation = "line",
            infantry "14th Georgia" { quality = "seasoned", stands = 2, at = {156, 68} },
            infantry "35th Georgia" { quality = "seasoned", stands = 2, at = {144, 68} },
            infantry "45th Georgia" { quality = "seasoned", stands = 2, at = {156, 72.5} },
            infantry "49th Georgia" { quality = "seasoned", stands = 2, at = {144, 72.5} },
          },
          brigade "Perrin's" { commander = general "Perrin" { quality = "veteran" }, order = "hold", facing = 180, formation = "line",
            infantry "1st South Carolina"        { quality = "veteran", stands = 1, at = {162, 76} },
            infantry "1st South Carolina Rifles" { quality = "veteran", stands = 2, at = {150, 76} },
            infantry "12th South Carolina"       { quality = "veteran", stands = 2, at = {138, 76} },
            infantry "13th South Carolina"       { quality = "veteran", stands = 2, at = {156, 80.5} },
            infantry "14th South Carolina"       { quality = "veteran", stands = 1, at = {144, 80.5} },
          },
          brigade "Lane's" { commander = general "Lane" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "7th North Carolina"  { quality = "seasoned", stands = 2, at = {178, 84.5} },
            infantry "18th North Carolina" { quality = "seasoned", stands = 2, at = {168.5, 84.5} },
            infantry "28th North Carolina" { quality = "seasoned", stands = 2, at = {159, 84.5} },
            infantry "33rd North Carolina" { quality = "seasoned", stands = 2, at = {173.2, 92} },
            infantry "37th North Carolina" { quality = "seasoned", stands = 2, at = {163.8, 92} },
          },
          brigade "Lowrance's" { commander = general "Lowrance" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "13th North Carolina" { quality = "seasoned", stands = 1, at = {188, 91} },
            infantry "16th North Carolina" { quality = "seasoned", stands = 2, at = {178.5, 91} },
            infantry "22nd North Carolina" { quality = "seasoned", stands = 1, at = {169, 91} },
            infantry "34th North Carolina" { quality = "seasoned", stands = 1, at = {183.2, 98.5} },
            infantry "38th North Carolina" { quality = "seasoned", stands = 1, at = {173.8, 98.5} },
          },
        },
        division "Heth's" { commander = general "Pettigrew" { quality = "seasoned" },
          brigade "Pettigrew's" { commander = general "Marshall" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "11th North Carolina" { quality = "seasoned", stands = 2, at = {150.2, 114} },
            infantry "26th North Carolina" { quality = "seasoned", stands = 1, at = {140.8, 114} },
            infantry "47th North Carolina" { quality = "seasoned", stands = 2, at = {131.2, 114} },
            infantry "52nd North Carolina" { quality = "seasoned", stands = 2, at = {121.8, 114} },
          },
          brigade "Brockenbrough's" { commander = general "Brockenbrough" { quality = "raw" }, order = "hold", facing = 180, formation = "column",
            infantry "40th Virginia"           { quality = "seasoned", stands = 1, at = {174.2, 114} },
            infantry "47th Virginia"           { quality = "seasoned", stands = 1, at = {164.8, 114} },
            infantry "55th Virginia"           { quality = "seasoned", stands = 1, at = {155.2, 114} },
            infantry "22nd Virginia Battalion" { quality = "seasoned", stands = 1, at = {145.8, 114} },
          },
          brigade "Archer's" { commander = general "Fry" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "13th Alabama"          { quality = "veteran", stands = 1, at = {207, 114} },
            infantry "5th Alabama Battalion" { quality = "veteran", stands = 1, at = {197.5, 114} },
            infantry "1st Tennessee"         { quality = "veteran", stands = 1, at = {188, 114} },
            infantry "7th Tennessee"         { quality = "veteran", stands = 1, at = {178.5, 114} },
            infantry "14th Tennessee"        { quality = "veteran", stands = 1, at = {169, 114} },
          },
          brigade "Davis'" { commander = general "Davis" { quality = "raw" }, order = "hold", facing = 180, formation = "column",
            infantry "2nd Mississippi"     { quality = "veteran", stands = 2, at = {230.2, 114} },
            infantry "11th Mississippi"    { quality = "veteran", stands = 4, at = {220.8, 114} },
            infantry "42nd Mississippi"    { quality = "raw", stands = 2, at = {211.2, 114} },
            infantry "55th North Carolina" { quality = "raw", stands = 2, at = {201.8, 114} },
          },
        },
        brigade "Lane's Battalion" { commander = general "J. Lane" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "A, Sumter Battalion" { guns = "rifled", quality = "seasoned", stands = 3, at = {141, 84.5}, facing = 200 },  -- Ross, 6 guns
          battery "B, Sumter Battalion" { guns = "smoothbore", quality = "seasoned", stands = 3, at = {151.5, 84.5}, facing = 198 },  -- Patterson, 6 guns
          battery "C, Sumter Battalion" { guns = "rifled", quality = "seasoned", stands = 2, at = {163, 79.5}, facing = 195 },  -- Wingfield, 5 guns
        },
        brigade "Pegram's Battalion" { commander = general "Brunson" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Crenshaw Battery"         { guns = "smoothbore", quality = "seasoned", stands = 2, at = {169, 80}, facing = 180 },  -- Crenshaw, 4 guns
          battery "Fredericksburg Artillery" { guns = "rifled", quality = "veteran", stands = 2, at = {174.5, 80}, facing = 180 },  -- Marye, 4 guns
          battery "Letcher Artillery"        { guns = "smoothbore", quality = "seasoned", stands = 2, at = {180, 80}, facing = 180 },  -- Brander, 4 guns
          battery "Pee Dee Artillery"        { guns = "rifled", quality = "seasoned", stands = 2, at = {183, 84}, facing = 180 },  -- Zimmerman, 4 guns
          battery "Purcell Artillery"        { guns = "smoothbore", quality = "seasoned", stands = 2, at = {190, 84}, facing = 180 },  -- McGraw, 4 guns
        },
        brigade "McIntosh's Battalion" { commander = general "McIntosh" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Danville Artillery"         { guns = "smoothbore", quality = "seasoned", stands = 2, at = {126, 79}, facing = 200 },  -- Rice, 4 guns
          battery "Hardaway Artillery"         { guns = "rifled", quality = "seasoned", stands = 2, at = {130.5, 75}, facing = 200 },  -- Hurt, 4 guns
          battery "2nd Rockbridge Artillery"   { guns = "rifled", quality = "seasoned", stands = 2, at = {110, 82}, facing = 200 },  -- Wallace, 4 guns
          battery "Johnson's Virginia Battery" { guns = "rifled", quality = "seasoned", stands = 2, at = {103, 83}, facing = 198 },  -- Johnson, 4 guns
        },
        brigade "Garnett's Battalion" { commander = general "Garnett" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Donaldsonville Artillery"      { guns = "rifled", quality = "seasoned", stands = 3, at = {37, 107}, facing = 170 },  -- Maurin, 6 guns
          battery "Norfolk Light Artillery Blues" { guns = "rifled", quality = "seasoned", stands = 2, at = {43, 109.5}, facing = 170 },  -- Moore, 4 guns
          battery "Pittsylvania Artillery"        { guns = "rifled", quality = "seasoned", stands = 2, at = {59, 99.5}, facing = 170 },  -- Lewis, 4 guns
          battery "Huger Artillery"               { guns = "rifled", quality = "seasoned", stands = 2, at = {53, 97.5}, facing = 170 },  -- Grandy, 4 guns
        },
        brigade "Poague's Battalion" { commander = general "Poague" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Albemarle Artillery"                   { guns = "rifled", quality = "seasoned", stands = 2, at = {140, 62}, facing = 180 },  -- Wyatt, 4 guns
          battery "Charlotte Artillery"                   { guns = "rifled", quality = "seasoned", stands = 2, at = {160, 62}, facing = 180 },  -- Graham, 4 guns
          battery "Madison Light Artillery (Mississippi)" { guns = "smoothbore", quality = "seasoned", stands = 2, at = {133, 70.5}, facing = 185 },  -- Ward, 4 guns
          battery "Warrenton Artillery"                   { guns = "smoothbore", quality = "seasoned", stands = 2, at = {167, 71}, facing = 180 },  -- Brooke, 4 guns
        },
      },

      corps "Second Corps" { commander = general "Ewell" { quality = "seasoned", at = {200, 104} },
        division "Early's" { commander = general "Early" { quality = "veteran" },
          brigade "Hays'" { commander = general "H. Hays" { quality = "veteran" }, order = "hold", facing = 195, formation = "line",
            infantry "5th Louisiana" { quality = "veteran", stands = 1, at = {215.6, 60.9} },
            infantry "6th Louisiana" { quality = "veteran", stands = 1, at = {204, 64} },
            infantry "7th Louisiana" { quality = "veteran", stands = 2, at = {192.4, 67.1} },
            infantry "8th Louisiana" { quality = "veteran", stands = 2, at = {211, 66.8} },
            infantry "9th Louisiana" { quality = "veteran", stands = 2, at = {199.4, 69.9} },
          },
          brigade "Hoke's" { commander = general "Avery" { quality = "seasoned" }, order = "hold", facing = 200, formation = "line",
            infantry "6th North Carolina"  { quality = "veteran", stands = 3, at = {233.3, 61.9} },
            infantry "21st North Carolina" { quality = "seasoned", stands = 3, at = {222, 66} },
            infantry "57th North Carolina" { quality = "seasoned", stands = 2, at = {210.7, 70.1} },
          },
          brigade "Gordon's" { commander = general "Gordon" { quality = "veteran" }, order = "hold", facing = 195, formation = "column",
            infantry "13th Georgia" { quality = "veteran", stands = 2, at = {222.2, 72.5} },
            infantry "26th Georgia" { quality = "veteran", stands = 2, at = {213, 75} },
            infantry "31st Georgia" { quality = "veteran", stands = 2, at = {203.8, 77.5} },
            infantry "38th Georgia" { quality = "veteran", stands = 2, at = {224.1, 79.8} },
            infantry "60th Georgia" { quality = "veteran", stands = 2, at = {214.9, 82.2} },
            infantry "61st Georgia" { quality = "veteran", stands = 2, at = {205.8, 84.7} },
          },
          brigade "Smith's" { commander = general "W. Smith" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "31st Virginia" { quality = "seasoned", stands = 2, at = {249.5, 108.5} },
            infantry "49th Virginia" { quality = "seasoned", stands = 2, at = {240, 108.5} },
            infantry "52nd Virginia" { quality = "seasoned", stands = 2, at = {230.5, 108.5} },
          },
        },
        division "Johnson's" { commander = general "E. Johnson" { quality = "veteran" },
          brigade "Jones'" { commander = general "J. M. Jones" { quality = "seasoned" }, order = "hold", facing = 190, formation = "line",
            infantry "21st Virginia" { quality = "seasoned", stands = 2, at = {250.5, 87} },
            infantry "25th Virginia" { quality = "seasoned", stands = 2, at = {262, 87} },
            infantry "42nd Virginia" { quality = "seasoned", stands = 2, at = {273.5, 87} },
            infantry "44th Virginia" { quality = "seasoned", stands = 2, at = {250.5, 91.5} },
            infantry "48th Virginia" { quality = "seasoned", stands = 2, at = {262, 91.5} },
            infantry "50th Virginia" { quality = "seasoned", stands = 2, at = {273.5, 91.5} },
          },
          brigade "Nicholls'" { commander = general "J. M. Williams" { quality = "seasoned" }, order = "hold", facing = 190, formation = "line",
            infantry "1st Louisiana"  { quality = "veteran", stands = 1, at = {250.5, 96} },
            infantry "2nd Louisiana"  { quality = "veteran", stands = 2, at = {262, 96} },
            infantry "10th Louisiana" { quality = "veteran", stands = 2, at = {273.5, 96} },
            infantry "14th Louisiana" { quality = "veteran", stands = 2, at = {256, 101} },
            infantry "15th Louisiana" { quality = "veteran", stands = 1, at = {268, 101} },
          },
          brigade "Steuart's" { commander = general "Steuart" { quality = "seasoned" }, order = "hold", facing = 190, formation = "line",
            infantry "1st Maryland Battalion" { quality = "veteran", stands = 3, at = {273.5, 78} },
            infantry "1st North Carolina"     { quality = "seasoned", stands = 3, at = {262, 78} },
            infantry "3rd North Carolina"     { quality = "seasoned", stands = 4, at = {250.5, 78} },
            infantry "10th Virginia"          { quality = "seasoned", stands = 2, at = {273.5, 82.5} },
            infantry "23rd Virginia"          { quality = "seasoned", stands = 2, at = {262, 82.5} },
            infantry "37th Virginia"          { quality = "seasoned", stands = 2, at = {250.5, 82.5} },
          },
          brigade "Walker's" { commander = general "Walker" { quality = "veteran" }, order = "hold", facing = 180, formation = "column",
            infantry "2nd Virginia"  { quality = "veteran", stands = 2, at = {271.5, 105.5} },
            infantry "4th Virginia"  { quality = "veteran", stands = 2, at = {262, 105.5} },
            infantry "5th Virginia"  { quality = "veteran", stands = 2, at = {254, 105.5} },
            infantry "27th Virginia" { quality = "veteran", stands = 1, at = {266.8, 109.5} },
            infantry "33rd Virginia" { quality = "veteran", stands = 2, at = {257.2, 109.5} },
          },
        },
        division "Rodes'" { commander = general "Rodes" { quality = "seasoned" },
          brigade "Ramseur's" { commander = general "Ramseur" { quality = "seasoned" }, order = "hold", facing = 180, formation = "line",
            infantry "2nd North Carolina"  { quality = "veteran", stands = 1, at = {173, 54.5} },
            infantry "4th North Carolina"  { quality = "veteran", stands = 1, at = {161, 54.5} },
            infantry "14th North Carolina" { quality = "veteran", stands = 2, at = {173, 59} },
            infantry "30th North Carolina" { quality = "veteran", stands = 2, at = {161, 59} },
          },
          brigade "Doles'" { commander = general "Doles" { quality = "veteran" }, order = "hold", facing = 180, formation = "line",
            infantry "4th Georgia"  { quality = "veteran", stands = 2, at = {193.5, 58} },
            infantry "12th Georgia" { quality = "veteran", stands = 2, at = {181.5, 58} },
            infantry "21st Georgia" { quality = "veteran", stands = 2, at = {193.5, 62.5} },
            infantry "44th Georgia" { quality = "veteran", stands = 2, at = {181.5, 62.5} },
          },
          brigade "Iverson's" { commander = general "Iverson" { quality = "raw" }, order = "hold", facing = 180, formation = "line",
            infantry "5th North Carolina"  { quality = "seasoned", stands = 1, at = {186, 70.5} },
            infantry "12th North Carolina" { quality = "seasoned", stands = 1, at = {174, 70.5} },
            infantry "20th North Carolina" { quality = "seasoned", stands = 1, at = {186, 75} },
            infantry "23rd North Carolina" { quality = "seasoned", stands = 1, at = {174, 75} },
          },
          brigade "O'Neal's" { commander = general "O'Neal" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "3rd Alabama"  { quality = "seasoned", stands = 2, at = {214, 51.5} },
            infantry "5th Alabama"  { quality = "seasoned", stands = 1, at = {204.5, 51.5} },
            infantry "6th Alabama"  { quality = "seasoned", stands = 2, at = {195, 51.5} },
            infantry "12th Alabama" { quality = "seasoned", stands = 2, at = {209.2, 59} },
            infantry "26th Alabama" { quality = "seasoned", stands = 2, at = {199.8, 59} },
          },
          brigade "Daniel's" { commander = general "Daniel" { quality = "seasoned" }, order = "hold", facing = 180, formation = "column",
            infantry "32nd North Carolina"          { quality = "seasoned", stands = 2, at = {217, 96.5} },
            infantry "43rd North Carolina"          { quality = "seasoned", stands = 2, at = {207.5, 96.5} },
            infantry "45th North Carolina"          { quality = "seasoned", stands = 2, at = {198, 96.5} },
            infantry "53rd North Carolina"          { quality = "seasoned", stands = 1, at = {188.5, 96.5} },
            infantry "2nd North Carolina Battalion" { quality = "seasoned", stands = 1, at = {179, 96.5} },
          },
        },
        brigade "Andrews' Battalion" { commander = general "Latimer" { quality = "veteran" }, order = "hold", formation = "line",
          battery "1st Maryland Battery" { guns = "smoothbore", quality = "veteran", stands = 2, at = {227, 74}, facing = 205 },  -- Dement, 4 guns
          battery "Alleghany Artillery"  { guns = "rifled", quality = "veteran", stands = 2, at = {232.6, 74}, facing = 205 },  -- Carpenter, 4 guns
          battery "Chesapeake Artillery" { guns = "rifled", quality = "veteran", stands = 2, at = {238.2, 74}, facing = 205 },  -- Brown, 4 guns
          battery "Lee Battery"          { guns = "rifled", quality = "veteran", stands = 2, at = {243.8, 74}, facing = 205 },  -- Raine, 4 guns
        },
        brigade "Jones' Battalion" { commander = general "H. P. Jones" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Charlottesville Artillery" { guns = "smoothbore", quality = "seasoned", stands = 2, at = {227, 68}, facing = 200 },  -- Carrington, 4 guns
          battery "Staunton Artillery"        { guns = "smoothbore", quality = "seasoned", stands = 2, at = {232.6, 68}, facing = 200 },  -- Garber, 4 guns
          battery "Louisiana Guard Artillery" { guns = "rifled", quality = "seasoned", stands = 2, at = {238.2, 68}, facing = 200 },  -- Green, 4 guns
          battery "Courtney Artillery"        { guns = "rifled", quality = "seasoned", stands = 2, at = {243.8, 68}, facing = 200 },  -- Tanner, 4 guns
        },
        brigade "Carter's Battalion" { commander = general "T. H. Carter" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Jeff Davis Artillery"   { guns = "rifled", quality = "seasoned", stands = 2, at = {235.5, 115}, facing = 180 },  -- Reese, 4 guns
          battery "King William Artillery" { guns = "smoothbore", quality = "seasoned", stands = 2, at = {241, 115}, facing = 180 },  -- W. P. Carter, 4 guns
          battery "Orange Artillery"       { guns = "rifled", quality = "seasoned", stands = 2, at = {246.5, 115}, facing = 180 },  -- Fry, 4 guns
          battery "Morris Artillery"       { guns = "smoothbore", quality = "seasoned", stands = 2, at = {253, 115}, facing = 180 },  -- Page, 4 guns
        },
        brigade "Dance's Battalion" { commander = general "Dance" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "2nd Richmond Howitzers" { guns = "rifled", quality = "seasoned", stands = 2, at = {197, 92}, facing = 180 },  -- Watson, 4 guns
          battery "3rd Richmond Howitzers" { guns = "rifled", quality = "seasoned", stands = 2, at = {204, 92}, facing = 180 },  -- Smith battery, 4 guns
          battery "Rockbridge Artillery"   { guns = "rifled", quality = "seasoned", stands = 2, at = {211, 92}, facing = 180 },  -- Graham battery, 4 guns
          battery "Salem Flying Artillery" { guns = "rifled", quality = "seasoned", stands = 2, at = {217, 92}, facing = 180 },  -- Griffin, 4 guns
          battery "Powhatan Artillery"     { guns = "rifled", quality = "seasoned", stands = 2, at = {223, 89}, facing = 180 },  -- Cunningham, 4 guns
        },
        brigade "Nelson's Battalion" { commander = general "Nelson" { quality = "seasoned" }, order = "hold", formation = "line",
          battery "Amherst Artillery"       { guns = "rifled", quality = "seasoned", stands = 2, at = {60, 114.5}, facing = 180 },  -- Kirkpatrick, 4 guns
          battery "Georgia Regular Battery" { guns = "rifled", quality = "seasoned", stands = 2, at = {67, 115}, facing = 180 },  -- Milledge, 4 guns
          battery "Fluvanna Artillery"      { guns = "rifled", quality = "seasoned", stands = 2, at = {54.5, 114.5}, facing = 180 },  -- Massie, 4 guns
        },
      },

    },
  },

  -- Arrivals. The V Corps was massed by the Baltimore Pike at noon and sent to the left toward
  -- 16:00: here its brigades come up the lanes behind the Round Tops, each by a lane of its own
  -- (x = 14.5 to 54), Vincent's first (Warren's find), then Barnes' other two, Ayres' regulars and
  -- Weed, and Crawford's Pennsylvania Reserves last, and each first forms straight ahead of its
  -- lane (ORDERS send Barnes' and Weed's on at 16:45). The built-in commander marches a brigade
  -- straight at its objective and it halts behind whoever stands in the way, so a column sent
  -- across the other lanes stopped in them and kept the brigades behind it off the table. The VI
  -- Corps reached Rock Creek in the afternoon after a march of thirty-odd miles and was massed
  -- behind the Round Tops from about 17:00. Bartlett's and Nevin's, which went in beside Crawford at
  -- dusk, come up the lanes at x = 9 and 3 and form on his left; Torbert's and Eustis' follow them
  -- up those lanes and stand where they come on. Russell's, Shaler's, Grant's and Neill's come off
  -- the pike by the Granite Schoolhouse Lane one after another, each filing along it behind the one
  -- before; Neill's, the last, stands at its end. Torbert's, Eustis' and Neill's are Meade's
  -- reserve (`reserve = true`: a reserve stands where it is until a brigade of the line breaks,
  -- when the army's commander sends it in), the rest hold where they halt. The artillery brigades
  -- march as columns of limbered batteries 35 to 71 inches long, longer than the ground between
  -- the edge and the line, so they come along the Blacksmith Shop Road: Martin's V Corps batteries,
  -- then McGilvery's four of the Artillery Reserve, then Tompkins' eight, which stay parked on the
  -- road. A brigade that follows another by the same way waits (`when`) until that one is on.
  -- Rolls vary the hour; a road adds 2 to an arrival roll, so the road arrivals need 2 more.
  reinforcements = {
    { side = "USA", brigade = "Vincent's",          turn = 3,  enter = {48, 0},   roll = "2d6 >= 5" },
    { side = "USA", brigade = "Tilton's",           turn = 3,  enter = {42, 0},   roll = "2d6 >= 7" },
    { side = "USA", brigade = "Sweitzer's",         turn = 3,  enter = {54, 0},   roll = "2d6 >= 7" },
    { side = "USA", brigade = "Weed's",             turn = 4,  enter = {36.5, 0}, roll = "2d6 >= 7" },
    { side = "USA", brigade = "Day's",              turn = 4,  enter = {31, 0},   roll = "2d6 >= 7" },
    { side = "USA", brigade = "Burbank's",          turn = 5,  enter = {25.5, 0}, roll = "2d6 >= 7" },
    { side = "USA", brigade = "McCandless'",        turn = 7,  enter = {20, 0},   roll = "2d6 >= 7" },
    { side = "USA", brigade = "Fisher's",           turn = 7,  enter = {14.5, 0}, roll = "2d6 >= 7" },
    { side = "USA", brigade = "Bartlett's",         turn = 6,  enter = {9, 0},    roll = "2d6 >= 8" },
    { side = "USA", brigade = "Nevin's",            turn = 6,  enter = {3, 0},    roll = "2d6 >= 8" },
    { side = "USA", brigade = "Torbert's",          turn = 8,  enter = {9.5, 0},  roll = "2d6 >= 8", when = arrived("Bartlett's") },
    { side = "USA", brigade = "Eustis'",            turn = 9,  enter = {3, 0},    roll = "2d6 >= 8", when = arrived("Nevin's") },
    { side = "USA", brigade = "Russell's",          turn = 8,  enter = "Granite Schoolhouse Lane", roll = "2d6 >= 10" },
    { side = "USA", brigade = "Shaler's",           turn = 10, enter = "Granite Schoolhouse Lane", roll = "2d6 >= 10", when = arrived("Russell's") },
    { side = "USA", brigade = "Grant's",            turn = 11, enter = "Granite Schoolhouse Lane", roll = "2d6 >= 10", when = arrived("Shaler's") },
    { side = "USA", brigade = "Neill's",            turn = 12, enter = "Granite Schoolhouse Lane", roll = "2d6 >= 10", when = arrived("Grant's") },
    -- McGilvery brought four batteries of the Artillery Reserve up to the Peach Orchard line about
    -- 16:30 (here behind Martin's, then sent on by ORDERS).
    { side = "USA", brigade = "V Corps Artillery",  turn = 4,  enter = "Blacksmith Shop Road", roll = "2d6 >= 9" },
    { side = "USA", brigade = "McGilvery's",        turn = 5,  enter = "Blacksmith Shop Road", roll = "2d6 >= 9", when = arrived("V Corps Artillery") },
    { side = "USA", brigade = "VI Corps Artillery", turn = 10, enter = "Blacksmith Shop Road", roll = "2d6 >= 10", when = arrived("McGilvery's") },
  },

  events = events,

  -- Historical orders, each carried by courier from the brigade's superior. Turn n begins at
  -- 15:30 + 15 * (n - 1) minutes.
  orders = {
    -- 16:00 Hood goes in from Warfield Ridge: Law toward the Round Tops, Robertson at Devil's
    -- Den, his second line (Benning behind Robertson, Anderson toward the Rose woods) close behind.
    { turn = 3,  side = "CSA", to = "Law's",            order = "attack", objective = "little_round_top" },
    { turn = 3,  side = "CSA", to = "Robertson's",      order = "attack", objective = "devils_den" },
    { turn = 3,  side = "CSA", to = "Benning's",        order = "attack", objective = "devils_den" },
    { turn = 3,  side = "CSA", to = "G. T. Anderson's", order = "attack", objective = "wheatfield" },
    -- 17:00 McLaws' right: Kershaw and Semmes at the Stony Hill and the Wheatfield.
    { turn = 7,  side = "CSA", to = "Kershaw's",        order = "attack", objective = "wheatfield" },
    { turn = 7,  side = "CSA", to = "Semmes'",          order = "attack", objective = "wheatfield" },
    -- 17:45-18:00 Barksdale through the Peach Orchard; Wofford down the Wheatfield Road.
    { turn = 10, side = "CSA", to = "Barksdale's",      order = "attack", objective = "peach_orchard" },
    { turn = 11, side = "CSA", to = "Wofford's",        order = "attack", objective = "wheatfield" },
    -- 18:00-18:30 Anderson's brigades in turn from the right: Wilcox and Lang over the
    -- Emmitsburg Road toward Plum Run, Wright at the copse, Posey toward the Bliss farm.
    { turn = 11, side = "CSA", to = "Wilcox's",         order = "attack", objective = {104, 36} },
    { turn = 11, side = "CSA", to = "Lang's",           order = "attack", objective = {118, 36} },
    { turn = 12, side = "CSA", to = "Wright's",         order = "attack", objective = "cemetery_ridge" },
    { turn = 13, side = "CSA", to = "Posey's",          order = "advance", objective = {146, 44} },
    -- 18:45 Barksdale, past the orchard, makes for Plum Run and the ridge beyond it.
    { turn = 14, side = "CSA", to = "Barksdale's",      order = "attack", objective = {96, 36} },
    -- 18:30 Latimer's guns leave Benner's Hill and Ewell sends Johnson in: about 19:00 the
    -- division crosses Rock Creek and climbs Culp's Hill, Jones' at Greene's left by the crest,
    -- Nicholls' at the traverse on his right, Steuart's at the empty lower works (CULP'S HILL in
    -- the header). 19:45 Early's two brigades go up East Cemetery Hill, Gordon's in support.
    { turn = 13, side = "CSA", to = "Jones'",           order = "attack", objective = {226, 33} },
    { turn = 13, side = "CSA", to = "Nicholls'",        order = "attack", objective = {238, 35} },
    { turn = 13, side = "CSA", to = "Steuart's",        order = "attack", objective = "culps_hill" },
    { turn = 18, side = "CSA", to = "Hays'",            order = "attack", objective = "east_cemetery_hill" },
    { turn = 18, side = "CSA", to = "Hoke's",           order = "attack", objective = "east_cemetery_hill" },
    { turn = 18, side = "CSA", to = "Gordon's",         order = "advance", objective = {205, 50} },

    -- The Union: ~17:30 Caldwell's division into the Wheatfield; ~18:00 Ayres' regulars after it.
    { turn = 9,  side = "USA", to = "Cross's",          order = "attack", objective = "wheatfield" },
    { turn = 9,  side = "USA", to = "Kelly's",          order = "attack", objective = "wheatfield" },
    { turn = 9,  side = "USA", to = "Zook's",           order = "attack", objective = "wheatfield" },
    { turn = 9,  side = "USA", to = "Brooke's",         order = "attack", objective = "wheatfield" },
    -- ~16:45 Barnes' two other brigades go forward to the Stony Hill and the Wheatfield, Weed's to
    -- the crest of Little Round Top beside Vincent; ~17:15 McGilvery's batteries to the Peach
    -- Orchard line. (Each first formed behind the Round Tops, straight ahead of where it came on.)
    { turn = 6,  side = "USA", to = "Tilton's",         order = "hold", objective = {70, 62} },
    { turn = 6,  side = "USA", to = "Sweitzer's",       order = "hold", objective = {60, 58} },
    { turn = 6,  side = "USA", to = "Weed's",           order = "hold", objective = {54, 33} },
    { turn = 8,  side = "USA", to = "McGilvery's",      order = "hold", objective = {82, 60} },
    { turn = 11, side = "USA", to = "Day's",            order = "attack", objective = "wheatfield" },
    { turn = 11, side = "USA", to = "Burbank's",        order = "attack", objective = "wheatfield" },
    -- ~18:00 Meade strips Culp's Hill: Ruger's division and Lockwood march for the left, Geary
    -- takes Kane's and Candy's brigades down the Baltimore Pike; Greene is left alone. Each is
    -- first ordered off the hill (`retire`), then to hold its new ground: a `hold` stands fast
    -- while the enemy is in reach, so given at once it kept them in the lower works.
    { turn = 11, side = "USA", to = "McDougall's",      order = "retire" },
    { turn = 11, side = "USA", to = "Colgrove's",       order = "retire" },
    { turn = 11, side = "USA", to = "Lockwood's",       order = "retire" },
    { turn = 11, side = "USA", to = "Kane's",           order = "retire" },
    { turn = 11, side = "USA", to = "Candy's",          order = "retire" },
    { turn = 14, side = "USA", to = "McDougall's",      order = "hold", objective = {100, 26} },
    { turn = 14, side = "USA", to = "Colgrove's",       order = "hold", objective = {112, 20} },
    { turn = 14, side = "USA", to = "Lockwood's",       order = "hold", objective = {88, 30} },
    { turn = 14, side = "USA", to = "Kane's",           order = "hold", objective = {262, 8} },
    { turn = 14, side = "USA", to = "Candy's",          order = "hold", objective = {248, 10} },
    -- ~19:00 Hancock's counter-strokes on Plum Run: Willard at Barksdale, Harrow (the 1st
    -- Minnesota) at Wilcox; ~19:30 Stannard's Vermonters toward the Codori farm, Crawford's
    -- Reserves and Nevin's brigade down the slope of Little Round Top into the Valley of Death.
    { turn = 14, side = "USA", to = "Willard's",        order = "attack", objective = {96, 40} },
    { turn = 15, side = "USA", to = "Harrow's",         order = "attack", objective = {108, 40} },
    { turn = 16, side = "USA", to = "Stannard's",       order = "attack", objective = {124, 42} },
    { turn = 16, side = "USA", to = "McCandless'",      order = "attack", objective = "devils_den" },
    { turn = 16, side = "USA", to = "Nevin's",          order = "attack", objective = "wheatfield" },
    -- ~19:30 Greene calls for help: the I and XI Corps send regiments to Culp's Hill.
    { turn = 17, side = "USA", to = "Schimmelfennig's", order = "hold", objective = {228, 28} },
    -- ~20:00 Carroll's brigade and Krzyzanowski's regiments go to East Cemetery Hill.
    { turn = 19, side = "USA", to = "Carroll's",        order = "attack", objective = "east_cemetery_hill" },
    { turn = 19, side = "USA", to = "Krzyzanowski's",   order = "attack", objective = "east_cemetery_hill" },
    -- ~21:00 Kane's brigade comes back up the Baltimore Pike to find Steuart in its works, and
    -- goes for them.
    { turn = 22, side = "USA", to = "Kane's",           order = "attack", objective = "culps_hill" },
  },

  -- Decided at dark. First the Union's main line: the Confederates holding any of its five keys
  -- (Little Round Top, Cemetery Ridge at the copse, Cemetery Hill, East Cemetery Hill, the works on
  -- lower Culp's Hill) alone have broken it: marginal for one, substantial for two, decisive for
  -- three or more. Then the butcher's bill. That night Meade's council of war voted to stay and fight it out;
  -- an army that had lost half as many again as it had inflicted (and at least 20 stands) is taken
  -- to have voted to fall back toward Pipe Creek, a Confederate marginal win (on the day the Union
  -- lost 60 stands to 43: stay). Otherwise the line held: a Union victory, marginal while a key is
  -- still fought over at dark (Confederates on it, Union troops too: on the day Steuart was in the
  -- lower works with Kane skirmishing at them, and Meade stayed; scored a draw, it left 6% of
  -- battles drawn), substantial if the Confederates have not won two of
  -- the four forward positions (Devil's Den, the Wheatfield, the
  -- Peach Orchard, Spangler's Spring), marginal if they have. An army with no formed troops left
  -- loses at once (the engine's own rule).
  victory = {
    decide = function(b)
      if b.turn < b.turns then return nil end
      local keys = taken(b, KEYS)
      if #keys > 0 then
        local level = (#keys >= 3 and "decisive") or (#keys == 2 and "substantial") or "marginal"
        return { winner = "CSA", level = level,
                 condition = "dark: the Union line is broken at " .. table.concat(keys, ", ") }
      end
      local fought = {}
      for _, name in ipairs(KEYS) do
        if at_objective(b, "CSA", name) then fought[#fought + 1] = SHOWN[name] end
      end
      local lost_usa, lost_csa = b:losses("USA"), b:losses("CSA")
      if lost_usa >= 20 and lost_usa >= COUNCIL * lost_csa then
        b:say("Losses at dark: the Union %d stands, the Confederates %d.", lost_usa, lost_csa)
        return { winner = "CSA", level = "marginal",
                 condition = "dark: the Union line holds, but at a price Meade's council of war will not pay again; it votes to fall back on Pipe Creek" }
      end
      if #fought > 0 then
        return { winner = "USA", level = "marginal",
                 condition = "dark: the Union line holds, though the Confederates are still on " .. table.concat(fought, ", ") .. ", fighting in the dark" }
      end
      local won = taken(b, FORWARD)
      if #won >= 2 then
        return { winner = "USA", level = "marginal",
                 condition = "dark: the Union line holds; the Confederates keep " .. table.concat(won, ", ") }
      end
      return { winner = "USA", level = "substantial",
               condition = "dark: the Union line holds and Longstreet has little to show for the day" }
    end,
  },

  history = { winner = "USA", casualties = { USA = { men = 9000 }, CSA = { men = 6500 } } },

  on = {
    unit_arrived = function(b, unit) b.vars["arrived " .. unit.brigade] = true end,

    turn_start = function(b)
      local lines = {
        [1]  = "15:30. Alexander's and Cabell's guns open on the Peach Orchard; Sickles' III Corps stands forward along the Emmitsburg Road, Little Round Top behind it bare but for the signalmen.",
        [3]  = "16:00. Hood's division steps off from Warfield Ridge. On Little Round Top Warren sees the glint of bayonets in the woods to the south-west and sends for troops.",
        [5]  = "16:30. On Benner's Hill Latimer's guns duel with Cemetery Hill; Vincent's brigade files onto Little Round Top.",
        [7]  = "17:00. Kershaw's South Carolinians and Semmes' Georgians go in toward the Stony Hill and the Wheatfield.",
        [9]  = "17:30. Hancock sends Caldwell's division to the Wheatfield.",
        [10] = "17:45. Barksdale, who has begged all afternoon to go, leads his Mississippians at the Peach Orchard.",
        [11] = "18:00. Anderson's brigades go in from the right; Meade orders the XII Corps off Culp's Hill to the left.",
        [15] = "19:00. Hancock rides along Plum Run looking for troops. East of Rock Creek, Johnson's division starts for Culp's Hill.",
        [18] = "19:45. The sun is down. Early's Louisianians and North Carolinians form at the foot of East Cemetery Hill.",
        [21] = "20:30. Darkness; the fighting goes on by the flashes of the muskets on Culp's Hill and among the guns on East Cemetery Hill.",
        [24] = "21:15. The last volleys in the dark.",
      }
      if lines[b.turn] then b:say("%s", lines[b.turn]) end
    end,

    objective_taken = function(b, objective, side)
      local key = "taken " .. objective .. " " .. side
      if b.vars[key] then return end
      b.vars[key] = true
      local words = {
        ["little_round_top CSA"]   = "Confederates on the crest of Little Round Top: the Union left is turned!",
        ["devils_den CSA"]         = "Devil's Den is lost, and Smith's guns with it.",
        ["wheatfield CSA"]         = "The Wheatfield is in Confederate hands.",
        ["peach_orchard CSA"]      = "The Peach Orchard falls; Sickles' salient is broken at its angle.",
        ["cemetery_ridge CSA"]     = "Wright's Georgians are over the stone wall by the copse of trees!",
        ["cemetery_hill CSA"]      = "Confederate colours among the gravestones of Evergreen Cemetery!",
        ["east_cemetery_hill CSA"] = "The Louisiana Tigers are among Wainwright's guns on East Cemetery Hill!",
        ["culps_hill CSA"]         = "Steuart's men file into the empty breastworks on lower Culp's Hill, a few hundred yards from the Baltimore Pike.",
        ["spanglers_spring CSA"]   = "Confederates fill their canteens at Spangler's Spring.",
      }
      local w = words[objective .. " " .. side]
      if w then b:say("%s", w) elseif b.turn > 1 then b:say("The Union has %s again.", SHOWN[objective]) end
    end,

    general_killed = function(b, general)
      local words = {
        Zook       = "Zook is shot from his horse at the edge of the Wheatfield",
        Cross      = "Cross, who went in with a black bandanna on his head, is mortally wounded in the Wheatfield",
        Vincent    = "Vincent falls on the spur of Little Round Top, rallying the 16th Michigan",
        Weed       = "Weed is shot down on the crest of Little Round Top; Hazlett dies bending over him",
        Willard    = "Willard is killed by a shell as his New Yorkers reach Plum Run",
        Sickles    = "Sickles is carried from the field at the Trostle farm, his leg shattered, a cigar in his teeth",
        Graham     = "Graham is wounded and taken prisoner at the Peach Orchard",
        Barksdale  = "Barksdale, white hair flying, falls at the head of his Mississippians",
        Semmes     = "Semmes is mortally wounded at the Wheatfield",
        Hood       = "Hood is struck by a shell splinter in the arm; Law takes the division",
        ["G. T. Anderson"] = "Anderson is carried off with a wound in the thigh",
        Pender     = "Pender is struck by a shell fragment on Seminary Ridge",
        Avery      = "Avery falls mortally wounded at the foot of East Cemetery Hill",
        Greene     = "Greene, sixty-two and the oldest general on the field, is down on Culp's Hill",
        Meade      = "Meade is struck down on Cemetery Ridge; Hancock has the army",
        Lee        = "Lee is hit on Seminary Ridge",
      }
      b:say("%s", words[general.name] or (general.name .. " has fallen"))
    end,

    unit_routed = function(b, unit)
      local words = {
        ["20th Maine"]      = "The 20th Maine's line on the spur has given way.",
        ["1st Minnesota"]   = "What is left of the 1st Minnesota drifts back to the ridge; its charge is over.",
        ["15th Alabama"]    = "Oates' 15th Alabama, out of water and out of breath, breaks down the slope of Little Round Top.",
        ["137th New York"]  = "The 137th New York is driven from the traverse at the right of Greene's line.",
        ["21st Mississippi"] = "The 21st Mississippi, far ahead of the rest, is thrown back from Plum Run.",
      }
      if words[unit.name] and not b.vars["routed " .. unit.name] then
        b.vars["routed " .. unit.name] = true
        b:say("%s", words[unit.name])
      end
    end,
  },
}
