/*
 * test_score.c - scoring with the dead stones given: seed 000's examples
 * reconstructed as positions (the seed's figures are missing; each position
 * follows the seed's words), positions beyond the seed, every rule set,
 * komi and draws, N players, the result object (JSON, text, breakdown),
 * and bad arguments.
 *
 * Boards: x o living stones, b w stones marked dead, '.' empty; maps are
 * seichi_result_map_char() (X O stones, x o dead, # @ seki stones, B W
 * territory, s seki eye, f false eye, . dame).
 */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "testpos.h"
#include "testrng.h"
#include "score/score.h"
#include "score/score_int.h"
#include "seichi.h"

typedef struct setup {
    const char *rules;
    double komi;
    int handicap, cap_black, cap_white, dame_false_eyes, strict;
} setup;

static seichi_result *score_with(const char *rows, const setup *su)
{
    uint8_t dead[4096];
    seichi_pos *p = board_rows(rows, dead, NULL);
    seichi_pos_set_captures(p, 1, su->cap_black);
    seichi_pos_set_captures(p, 2, su->cap_white);
    seichi_score_options o;
    seichi_score_options_init(&o);
    CHECK_EQ(seichi_rules_preset(su->rules ? su->rules : "japanese", &o.rules), SEICHI_OK);
    o.rules.seki_strict_1989 = su->strict;
    o.komi = su->komi;
    o.handicap = su->handicap;
    o.dame_false_eyes = su->dame_false_eyes;
    o.dead = dead;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    seichi_pos_free(p);
    return r;
}

static char map_buf[4096];

static const char *map_of(const seichi_result *r, const char *rows)
{
    int i = 0, k = 0;
    for (const char *s = rows; *s; s++) {
        if (*s == '\n') map_buf[k++] = '\n';
        else map_buf[k++] = seichi_result_map_char(r, i++);
    }
    map_buf[k] = 0;
    return map_buf;
}

/* Scores rows and checks the map and the result string. */
static void expect(const char *rows, const setup *su, const char *map, const char *result)
{
    static const setup plain = {0};
    seichi_result *r = score_with(rows, su ? su : &plain);
    if (!r) return;
    if (map) CHECK_STR(map_of(r, rows), map);
    if (result) CHECK_STR(seichi_result_string(r), result);
    seichi_result_free(r);
}

/* A dead stone in the eye of a seki (KGS 2015-11-07-1, 2006-07-04-20 and
 * 2006-04-14-61 have three; the players' results and GNU Go's playout
 * agree): Black's corner eye holds White's dead throw-in at A4.  Under
 * territory rules the stone is no prisoner: it stays with the seki (Black
 * would take it with a move inside the seki).  Area scoring is unchanged. */
static const char seki_dead_eye[] = "w.x.o.ox.x\nxxxooooxxx\nooooxxxx.x\nxxxxx.xxxx\n";

static void test_seki_eye_dead_stone(void)
{
    expect(seki_dead_eye, NULL, "@s#.@s@XBX\n###@@@@XXX\n@@@@XXXXBX\nXXXXXBXXXX\n", "B+3");
}

/* Seed 000, "A corner seki": Black's eye in the top-left corner, White's
 * eye, one shared liberty; both outer groups alive.  Neither inner eye is
 * territory under Japanese rules; the outer black eyes are. */
static const char corner_seki[] = ".x.o.ox.x\nxxooooxxx\noooxxxx.x\nxxxx.xxxx\n";

static void test_seed_corner_seki(void)
{
    expect(corner_seki, NULL, "s#.@s@XBX\n##@@@@XXX\n@@@XXXXBX\nXXXXBXXXX\n", "B+3");
    /* area scoring counts the seki eyes for their owners */
    setup cn = {"chinese", 0, 0, 0, 0, 0, 0};
    expect(corner_seki, &cn, NULL, "B+15");
}

/* Seed 000, "A Strict Rule": the top-left point is neutral; White has three
 * eyes.  The 1989 rule puts every chain touching dame in seki and counts
 * none of their eyes; the relaxed method counts White's three eyes. */
static void test_seed_strict_rule(void)
{
    const char *rows = ".o.o.o.ox.x\nxoooooooxxx\nxxxxxxxxx.x\n.x.x.x.xx.x\n";
    expect(rows, NULL, ".OWOWOWOXBX\nXOOOOOOOXXX\nXXXXXXXXXBX\nBXBXBXBXXBX\n", "B+4");
    setup strict = {"japanese", 0, 0, 0, 0, 0, 1};
    expect(rows, &strict, ".@s@s@s@#s#\n#@@@@@@@###\n#########s#\ns#s#s#s##s#\n", "0");
}

/* Seed 000, "Filling False Eyes": the corner point is surrounded by White
 * with a black stone on its diagonal, and the white stone next to it can be
 * captured there: a false eye, not territory. */
static void test_seed_false_eye_capture_point(void)
{
    expect(".ox.x\noxxxx\nooooo\n.o.o.\n", NULL, "fO#s#\nO####\nOOOOO\nWOWOW\n", "W+3");
}

/* Seed 000, false-ish points A and B share a black diagonal stone, but no
 * chain next to them can be captured (White has two full eyes elsewhere):
 * neither is filled, both count.  When White's other liberty is filled the
 * 5-stone block is in atari at B: B is filled, then A (next to the 7-stone
 * block that B's filling made) too - the seed's worked example. */
static void test_seed_false_ish_not_false(void)
{
    const char *alive = "o.o.ooo.o\nooxooo.oo\n.oxooooox\nooxxxxxxx\nxxx.x.x.x\n";
    expect(alive, NULL, "OWOWOOOWO\nOOXOOOWOO\nWOXOOOOOX\nOOXXXXXXX\nXXXBXBXBX\n", "W+2");
    const char *filled = "o.o.oox\nooxooox\n.oxxxxx\nooxx.x.\nxxxxxxx\n";
    expect(filled, NULL, "@f@f@@X\n@@X@@@X\ns@XXXXX\n@@XXBXB\nXXXXXXX\n", "B+2");
}

/* Seed 000, "Example with Two 1-Eyed Groups in Seki": A neutral, B Black's
 * eye, C White's eye: after A is filled each expansion has one eye. */
static void test_seed_two_one_eyed_groups(void)
{
    expect("o.ox.x.o.ox.x\noooxxxooooxxx\no.ooooxxxxx.x\n", NULL,
           "OWO#s#.@s@XBX\nOOO###@@@@XXX\nOWOOOOXXXXXBX\n", "0");
}

/* Seed 000, "Which Colour for Filling Neutral Points?": two one-eyed white
 * groups with three ways to connect through a column of neutral points
 * (and the bamboo joint, two ways): the checkered fill connects them, so
 * both eyes are territory.  A 2x2 neutral gap separates them: seki. */
static void test_seed_checkered_connections(void)
{
    expect("ooooxoooo\no.oo.oo.o\noooo.oooo\noooo.oooo\nxxxxxxxxx\n", NULL,
           "OOOOXOOOO\nOWOO.OOWO\nOOOO.OOOO\nOOOO.OOOO\nXXXXXXXXX\n", "W+2");
    expect("ooooxoooo\no.oo.oo.o\noooo.oooo\nooooxoooo\nxxxxxxxxx\n", NULL,
           "OOOOXOOOO\nOWOO.OOWO\nOOOO.OOOO\nOOOOXOOOO\nXXXXXXXXX\n", "W+2");
    expect("ooooxxoooo\no.oo..oo.o\noooo..oooo\nooooxxoooo\nxxxxxxxxxx\n", NULL,
           "@@@@##@@@@\n@s@@..@@s@\n@@@@..@@@@\n@@@@##@@@@\n##########\n", "0");
}

/* Seed 000, "Seki with 2 false eyes" (the corner position of "Problems Due
 * to False Eyes and Neutral Points" and of "Corner seki filling example"),
 * taken from Tenuki's own test of it (game-seki-detection-test.js, "does not
 * count two false eyes in a seki as territory"), moved to a 7x7 board:
 *
 *     . x . o x        White: (1,0) alone; the chain (0,3)(1,2)(1,3)(2,3);
 *     o x o o x        the chain (2,1)(3,0)(3,1)(3,2).  Black's two stones
 *     . o . o x        (0,1)(1,1) have only the dame (0,0) and (0,2).
 *     o o o x . x      (2,0) and (2,2) are White's "eyes", both false
 *     x x x x          (Black's (1,1) on their diagonal).
 *
 * Seki: every dame fill is self-atari (Black at (0,0) is taken at (0,2),
 * White at (0,0) is taken at (2,0), and the same for (0,2) with (2,2));
 * Black can never play (2,0) or (2,2) (suicide) and White filling them
 * leaves an eyeless chain with the same two dame: still seki.  The seed's
 * steps: the dame are filled, (1,0) and the upper chain are then in atari
 * at (2,0) and (2,2), those false eyes are filled, no eye is left: White
 * counts nothing, the inner black stones and White are seki stones. */
static void test_seed_seki_two_false_eyes(void)
{
    const char *rows = ".x.ox..\noxoox..\n.o.ox..\nooox.x.\nxxxx...\n.......\n.......\n";
    expect(rows, NULL, ".#.@XBB\n@#@@XBB\nf@f@XBB\n@@@XBXB\nXXXXBBB\nBBBBBBB\nBBBBBBB\n", "B+25");
}

/* Seed 000, "Filling is not Smart": a white area with a point B where Black
 * has a snapback; Tenuki's test of it ("does not ignore false eyes that
 * should be filled in under correct play if the sequence is not
 * sufficiently played out", colours swapped to the seed's):
 *
 *     . o A o B . o x      A = (0,2), B = (0,4).  Black throws in at B:
 *     o o o x o o o x      (0,3) is in atari; if White takes at (0,5),
 *     x x x x x x x x      Black retakes at B capturing five stones (the
 *                          snapback); if White connects at A, Black takes
 * six at (0,0).  Read out, B and then A are no territory and White has one
 * eye; with White to move first (White at B) White lives.  The players left
 * it so: no chain is in atari, A is false-ish but not filled, and every
 * white region counts (White 4).  The scorer defers to the marks: with
 * White's stones marked dead, Black counts the whole area and the prisoners. */
static void test_seed_snapback_left_alone(void)
{
    expect(".o.o..ox.\noooxooox.\nxxxxxxxx.\n.........\n.........\n", NULL,
           "WOWOWWOXB\nOOOXOOOXB\nXXXXXXXXB\nBBBBBBBBB\nBBBBBBBBB\n", "B+17");
    expect(".w.w..wx.\nwwwxwwwx.\nxxxxxxxx.\n.........\n.........\n", NULL,
           "BoBoBBoXB\noooXoooXB\nXXXXXXXXB\nBBBBBBBBB\nBBBBBBBBB\n", "B+43");
}

/* Seed 000, the seki in the lower left that grey stones get wrong; Tenuki's
 * 9x9 test of it ("ignores territory for two 1-eyed groups that can't
 * connect out to live groups"), both colourings:
 *
 *     o . o x . . x o .    A = (4,1), (5,1): White's bamboo joint between
 *     . o o x . . x o o    (4,0)(5,0) and (4,2)(5,2); Black's lower-left
 *     o o . x . . x o .    group reaches (3,1) only through both A points.
 *     o x x x . . x o .    B = (7,6), (7,7): Black's bamboo joint between
 *     o A o x . . x o o    (6,6)(6,7) and (8,6)(8,7); White's lower group
 *     o A o x x x x o o    reaches (7,8) only through both B points.
 *     x x x o o o x x o    E Black's eye, e White's eye, the dame (7,2)
 *     E x . o e o B B o    between them.
 *     x x o o o o x x o
 *
 * Whoever plays an A point first, White gets the other (Black's A is atari
 * on (4,2)(5,2), White connects) and Black is cut; the same for Black at B.
 * Two one-eyed groups share (7,2): once their outside liberties are gone,
 * filling (7,2) leaves the filler its eye only and it is taken there: seki.
 * Grey stones on A and B would connect both groups out and count E and e;
 * the checkered fill (Black first) gives White one A point and Black one B
 * point, so both stay cut: E and e are seki eyes, not territory.  Black 10,
 * White 5, as Tenuki asserts. */
static void test_seed_bamboo_seki(void)
{
    expect("o.ox..xo.\n.oox..xoo\noo.x..xo.\noxxx..xo.\no.ox..xoo\no.oxxxxoo\n"
           "xxxoooxxo\n.x.o.o..o\nxxooooxxo\n",
           NULL,
           "OWOXBBXOW\nWOOXBBXOO\nOO.XBBXOW\nOXXXBBXOW\nO.OXBBXOO\nO.OXXXXOO\n"
           "###@@@XXO\ns#.@s@..O\n##@@@@XXO\n",
           "B+5");
    expect("x.xo..ox.\n.xxo..oxx\nxx.o..ox.\nxooo..ox.\nx.xo..oxx\nx.xooooxx\n"
           "oooxxxoox\n.o.x.x..x\nooxxxxoox\n",
           NULL,
           "XBXOWWOXB\nBXXOWWOXX\nXX.OWWOXB\nXOOOWWOXB\nX.XOWWOXX\nX.XOOOOXX\n"
           "@@@###OOX\ns@.#s#..X\n@@####OOX\n",
           "W+5");
}

/* Seed 000, "Using a Checkered Pattern": two one-eyed white groups
 * separated by a region of three intersections (the 2x2 gap with one
 * corner taken by Black) or by a 1x2 region.  Whatever the starting colour,
 * checkered points next to each other differ, so no fill gives White a path
 * across a gap of two: the groups stay cut, and with no stone marked dead
 * (the seed's assumption that the stones left are alive) each one-eyed
 * group is in seki.  (On these toy boards the black wall has no eye of its
 * own, as in the 2x2 example above; only the connection is tested.) */
static void test_seed_checkered_gaps(void)
{
    expect("ooooxxoooo\no.oo..oo.o\noooox.oooo\nooooxxoooo\nxxxxxxxxxx\n", NULL,
           "@@@@##@@@@\n@s@@..@@s@\n@@@@#.@@@@\n@@@@##@@@@\n##########\n", "0");
    expect("ooooxxoooo\no.oo..oo.o\nooooxxoooo\nooooxxoooo\nxxxxxxxxxx\n", NULL,
           "@@@@##@@@@\n@s@@..@@s@\n@@@@##@@@@\n@@@@##@@@@\n##########\n", "0");
}

/* Beyond the seed: two one-eyed white groups joined diagonally through two
 * separate dame points, each touching both groups: miai, White stays
 * connected whoever moves first (the checkered pattern alone could fill
 * both Black and call White seki).  With one point only (D4) it is the
 * seed's own undecidable case ("any initial colour choice will break"):
 * whoever fills D4 decides.  The fill gives a region's first point next to
 * a stone that stone's colour, White's here, so White is connected and
 * there is no seki; the colour-swapped board gets the colour-swapped
 * answer (before, D4 was always Black's, which made the two boards
 * disagree).  Also: the living white group shares the dame with nobody in
 * seki, so its stones are not reported as seki stones. */
static void test_diagonal_miai(void)
{
    expect("o.oox.x.x\nooo.xxxxx\nxx.oooooo\nxxxo.oooo\nxxxxooooo\n", NULL,
           "OWOOXBXBX\nOOO.XXXXX\nXX.OOOOOO\nXXXOWOOOO\nXXXXOOOOO\n", "0");
    expect("o.oox.x.x\nooo.xxxxx\nxxxoooooo\nxxxo.oooo\nxxxxooooo\n", NULL,
           "OWOOXBXBX\nOOO.XXXXX\nXXXOOOOOO\nXXXOWOOOO\nXXXXOOOOO\n", "0");
    expect("o.oox.x\nooo.xxx\nxx.oooo\nxxxo.oo\nxxxxooo\n", NULL,
           "OWOO#s#\nOOO.###\nXX.OOOO\nXXXOWOO\nXXXXOOO\n", "W+2");
}

/* The same miai when one of the two points lies in a gap of two dame
 * (yenw-ai Jin_Mao_Ce_Shi 2018.05.04 and 2018.06.05: a white group with
 * one eye joined to a living group through C13 and D12, D12 in a
 * two-point gap, was counted in seki and its eye as nobody's).  The
 * checkered pattern fills both joining points Black ((2,2) is the first
 * point of its region); as miai White connects, no seki, both eyes are
 * territory. */
static void test_miai_in_wider_gap(void)
{
    expect("o.oox.x.x\nooo.xxxxx\nxx.oooooo\nxx.o.oooo\nxxxxooooo\n", NULL,
           "OWOOXBXBX\nOOO.XXXXX\nXX.OOOOOO\nXX.OWOOOO\nXXXXOOOOO\n", "0");
}

/* Seed 000, boundary length: a square four in the corner (length 8) is one
 * eye (seki when it is the group's only space); a straight three on the
 * side (8) is 1.5 and a bent four (8) 2: alive, territory. */
static void test_seed_boundary_length(void)
{
    expect("..ox.x\n..ox.x\noooxxx\nxxxx.x\n", NULL, "ss@XBX\nss@XBX\n@@@XXX\nXXXXBX\n", "B+3");
    expect("...ox.x\nooooxxx\nxxxxx.x\n", NULL, "WWWOXBX\nOOOOXXX\nXXXXXBX\n", "W+1");
    expect("...ox.x\n.oooxxx\noooxxxx\nxxxx.xx\n", NULL, NULL, "W+2");
    CHECK_EQ(score_eyes2(4, 0, 0), 2);
    CHECK_EQ(score_eyes2(6, 0, 0), 2);
    CHECK_EQ(score_eyes2(7, 0, 0), 3);
    CHECK_EQ(score_eyes2(8, 1, 1), 2);
    CHECK_EQ(score_eyes2(8, 0, 1), 4);
    CHECK_EQ(score_eyes2(8, 0, 0), 3);
    CHECK_EQ(score_eyes2(9, 1, 0), 3);
    CHECK_EQ(score_eyes2(9, 0, 0), 4);
    CHECK_EQ(score_eyes2(10, 1, 1), 4);
}

/* Beyond the seed (KGS data): B2-like point (1,1) is false-ish only because
 * the dame at (0,2) is filled Black by the checkered pattern, and its white
 * neighbour is in atari only then; with the dame as grey stones (either
 * player may fill them) nothing is in atari, and servers count the point.
 * Territory by default, a false eye with dame_false_eyes (the seed's
 * reading).  (2,3) is a real false eye for Black: White at the dame puts
 * the two black stones in atari, Black must connect there. */
static void test_dame_false_eyes(void)
{
    const char *rows = "...ox..\no.oox..\n.oxxx..\nxx.....\n";
    expect(rows, NULL, "WWWOXBB\nOWOOXBB\n.OXXXBB\nXXfBBBB\n", "B+6");
    expect(rows, &(setup){.dame_false_eyes = 1}, "WWWOXBB\nOfOOXBB\n.OXXXBB\nXXfBBBB\n", "B+7");
}

/* Every rule set on one position: the corner seki with a dead white stone
 * in Black's territory, prisoners B 2 / W 1, komi 6.5, handicap 3. */
static void test_rule_sets(void)
{
    const char *rows = ".x.o.ox.x\nxxooooxxx\noooxxxxwx\nxxxx.xxxx\n";
    struct {
        const char *rules, *result;
        double black, white;
    } cases[] = {
        {"japanese", "W+1.5", 3 + 1 + 2, 1 + 6.5},
        {"korean", "W+1.5", 6, 7.5},
        {"chinese", "B+5.5", 21 + 4, 9 + 1 + 6.5 + 3},
        {"aga", "B+6.5", 25, 9 + 1 + 6.5 + 2},
        {"new-zealand", "B+8.5", 25, 16.5}, /* no compensation: White passed n-1 moves */
        {"tromp-taylor", "B+6.5", 21 + 3, 10 + 1 + 6.5},
        {"kee", "B+6.5", 24, 17.5},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        setup su = {cases[i].rules, 6.5, 3, 2, 1, 0, 0};
        seichi_result *r = score_with(rows, &su);
        if (!r) continue;
        seichi_score_breakdown b, w;
        CHECK_EQ(seichi_result_breakdown(r, 1, &b), SEICHI_OK);
        CHECK_EQ(seichi_result_breakdown(r, 2, &w), SEICHI_OK);
        CHECK_STR(seichi_result_string(r), cases[i].result);
        CHECK(b.total == cases[i].black);
        CHECK(w.total == cases[i].white);
        CHECK(seichi_result_margin(r) == b.total - w.total);
        seichi_result_free(r);
    }
    setup jp = {"japanese", 6.5, 3, 2, 1, 0, 0};
    seichi_result *r = score_with(rows, &jp);
    seichi_score_breakdown b, w;
    seichi_result_breakdown(r, 1, &b);
    seichi_result_breakdown(r, 2, &w);
    CHECK_EQ(b.territory, 3);
    CHECK_EQ(b.dead, 1);
    CHECK_EQ(b.prisoners, 2);
    CHECK_EQ(w.prisoners, 1);
    CHECK(w.komi == 6.5);
    CHECK(w.compensation == 0);
    CHECK_EQ(seichi_result_reason(r, 2 * 9 + 7), SEICHI_PT_DEAD);
    CHECK_EQ(seichi_result_owner(r, 2 * 9 + 7), 1);
    CHECK_EQ(seichi_result_territory(r, 2 * 9 + 7), 1);
    CHECK_EQ(seichi_result_reason(r, 0), SEICHI_PT_SEKI_EYE);
    CHECK_EQ(seichi_result_owner(r, 0), 0);
    CHECK_EQ(seichi_result_side(r, 0), 1);
    CHECK_EQ(seichi_result_reason(r, 2), SEICHI_PT_DAME);
    CHECK_EQ(seichi_result_reason(r, 1), SEICHI_PT_SEKI_STONE);
    CHECK_EQ(seichi_result_reason(r, 6), SEICHI_PT_STONE);
    seichi_result_free(r);
    /* handicap 1 gives no compensation */
    setup cn1 = {"chinese", 0, 1, 0, 0, 0, 0};
    r = score_with(rows, &cn1);
    seichi_result_breakdown(r, 2, &w);
    CHECK(w.compensation == 0);
    seichi_result_free(r);
}

static void test_komi_sign_and_draws(void)
{
    const char *rows = ".x.o.ox.x\nxxooooxxx\noooxxxxwx\nxxxx.xxxx\n";
    expect(rows, &(setup){"japanese", 4, 0, 0, 0, 0, 0}, NULL, "0");
    expect(rows, &(setup){"japanese", 3.5, 0, 0, 0, 0, 0}, NULL, "B+0.5");
    expect(rows, &(setup){"japanese", -2, 0, 0, 0, 0, 0}, NULL, "B+6");
    expect(rows, &(setup){"japanese", 4.5, 0, 0, 0, 0, 0}, NULL, "W+0.5");
    char buf[32];
    double t[3] = {0, 0, 0};
    score_format_margin(0.25, 2, t, buf, sizeof buf);
    CHECK_STR(buf, "B+0.25");
    score_format_margin(-12, 2, t, buf, sizeof buf);
    CHECK_STR(buf, "W+12");
}

static void test_n_players_kee(void)
{
    const char *d = "1.11.11112223333.3";
    seichi_graph *g = seichi_graph_new_grid(3, 6);
    seichi_pos *p = seichi_pos_new(g, 3);
    seichi_graph_release(g);
    if (!p) return;
    for (int i = 0; i < 18; i++)
        if (d[i] != '.') seichi_pos_setup(p, i, d[i] - '0');
    CHECK_EQ(seichi_pos_players(p), 3);
    seichi_score_options o;
    seichi_score_options_init(&o);
    seichi_rules_preset("kee", &o.rules);
    uint8_t dead[18] = {0};
    dead[9] = 1; /* ignored: Kee counts every stone */
    o.dead = dead;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    if (r) {
        seichi_score_breakdown b;
        seichi_result_breakdown(r, 1, &b);
        CHECK(b.total == 9);
        seichi_result_breakdown(r, 2, &b);
        CHECK(b.total == 3);
        seichi_result_breakdown(r, 3, &b);
        CHECK(b.total == 6);
        CHECK_STR(seichi_result_string(r), "P1+3");
        CHECK_EQ(seichi_result_breakdown(r, 4, &b), SEICHI_ARG);
        seichi_result_free(r);
    }
    /* territory counting of three players is not defined */
    seichi_rules_preset("japanese", &o.rules);
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_UNSUPPORTED);
    CHECK(r == NULL);
    seichi_pos_free(p);
}

static void test_json_and_text(void)
{
    seichi_result *r = score_with(".x.o.ox.x\nxxooooxxx\noooxxxxwx\nxxxx.xxxx\n",
                                  &(setup){"japanese", 6.5, 0, 2, 1, 0, 0});
    if (!r) return;
    char *json = NULL;
    size_t len = 0;
    CHECK_EQ(seichi_result_json(r, &json, &len), SEICHI_OK);
    CHECK(json && strlen(json) == len);
    if (json) {
        CHECK(strstr(json, "\"result\":\"W+1.5\"") != NULL);
        CHECK(strstr(json, "\"margin\":-1.5") != NULL);
        CHECK(strstr(json, "\"dead\":[\"H2\"]") != NULL);
        CHECK(strstr(json, "\"seki\":[\"B4\",") != NULL);
        CHECK(strstr(json, "\"map\":[\"s#.@s@XBX\",\"##@@@@XXX\",\"@@@XXXXoX\",\"XXXXBXXXX\"]") != NULL);
        CHECK(strstr(json, "\"rules\":\"japanese\"") != NULL);
        CHECK(strstr(json, "\"komi\":6.5") != NULL);
        CHECK(strstr(json, "\"breakdown\":{\"black\":{\"territory\":3,\"stones\":0,\"prisoners\":2,\"dead\":1") != NULL);
    }
    free(json);
    char *text = NULL;
    CHECK_EQ(seichi_result_text(r, &text, NULL), SEICHI_OK);
    CHECK(text && strstr(text, "result W+1.5") && strstr(text, "  4 s # . @ s @ X B X 4"));
    free(text);
    seichi_result_free(r);
}

static void test_explain_and_chains(void)
{
    /* one marked stone marks its whole chain */
    uint8_t dead[20] = {0};
    seichi_pos *p = board_rows("xxxxx\nx.oox\nxxxxx\n.....\n", dead, NULL);
    dead[7] = 1;
    seichi_score_options o;
    seichi_score_options_init(&o);
    o.dead = dead;
    o.explain = 1;
    seichi_result *r = NULL;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    if (r) {
        CHECK_EQ(seichi_result_reason(r, 8), SEICHI_PT_DEAD);
        CHECK_EQ(seichi_result_territory(r, 6), 1);
        CHECK_STR(seichi_result_string(r), "B+10");
        CHECK(strstr(seichi_result_explain(r), "dead stones") != NULL);
        seichi_result_free(r);
    }
    /* automatic dead stones (whatever analysis_dead_stones decides) */
    o.dead = NULL;
    o.explain = 0;
    CHECK_EQ(seichi_score(p, &o, &r), SEICHI_OK);
    seichi_result_free(r);
    CHECK_EQ(seichi_score(NULL, &o, &r), SEICHI_ARG);
    CHECK_EQ(seichi_score(p, NULL, &r), SEICHI_ARG);
    CHECK_EQ(seichi_score(p, &o, NULL), SEICHI_ARG);
    seichi_result_free(NULL);
    CHECK_EQ(seichi_result_reason(NULL, 0), SEICHI_PT_DAME);
    CHECK_STR(seichi_result_explain(NULL), "");
    seichi_pos_free(p);
}

static void test_empty_board(void)
{
    expect(".....\n.....\n.....\n", NULL, ".....\n.....\n.....\n", "0");
    expect(".....\n.....\n.....\n", &(setup){"tromp-taylor", 7.5, 0, 0, 0, 0, 0}, NULL, "W+7.5");
    expect("..x..\n.....\n.....\n", &(setup){"chinese", 0, 0, 0, 0, 0, 0}, "BBXBB\nBBBBB\nBBBBB\n", "B+15");
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static unsigned rnd(unsigned n)
{
    return (unsigned)(xorshift64(&rng_state) % n);
}

/* Invariants on random positions (any shape, a torus, random dead marks and
 * fills, every rule set): totals equal the per-point reasons, the margin
 * equals the totals' difference, JSON and text build, nothing crashes. */
static void check_invariants(seichi_pos *p, const seichi_graph *g)
{
    static const char *const rules[] = {"japanese", "chinese", "aga", "tromp-taylor", "kee"};
    int n = seichi_graph_points(g);
    uint8_t *dead = calloc((size_t)n, 1), *fills = calloc((size_t)n, 1);
    for (int q = 0; q < n; q++) {
        if (seichi_pos_color(p, q) && rnd(6) == 0) dead[q] = 1;
        if (!seichi_pos_color(p, q) && rnd(20) == 0) fills[q] = (uint8_t)(1 + rnd(2));
    }
    for (size_t k = 0; k < sizeof rules / sizeof rules[0]; k++)
        for (int strict = 0; strict < 2; strict++) {
            seichi_score_options o;
            seichi_score_options_init(&o);
            seichi_rules_preset(rules[k], &o.rules);
            o.rules.seki_strict_1989 = strict;
            o.dame_false_eyes = strict;
            o.komi = 0.5;
            o.handicap = 2;
            seichi_result *r = NULL;
            CHECK_EQ(score_marked(p, &o, dead, rnd(2) ? fills : NULL, &r), SEICHI_OK);
            if (!r) continue;
            int terr[3] = {0, 0, 0}, stones[3] = {0, 0, 0};
            for (int q = 0; q < n; q++) {
                int why = seichi_result_reason(r, q), own = seichi_result_owner(r, q);
                CHECK(why >= SEICHI_PT_DAME && why <= SEICHI_PT_KO);
                terr[seichi_result_territory(r, q)]++;
                if (why == SEICHI_PT_STONE || why == SEICHI_PT_SEKI_STONE) {
                    CHECK_EQ(own, seichi_pos_color(p, q));
                    stones[own]++;
                }
                CHECK(seichi_result_map_char(r, q) != '?');
            }
            seichi_score_breakdown b, w;
            seichi_result_breakdown(r, 1, &b);
            seichi_result_breakdown(r, 2, &w);
            CHECK_EQ(b.territory, terr[1]);
            CHECK_EQ(w.territory, terr[2]);
            if (o.rules.scoring == SEICHI_SCORE_AREA) CHECK(b.stones >= stones[1]);
            CHECK(seichi_result_margin(r) == b.total - w.total);
            char *json = NULL, *text = NULL;
            CHECK_EQ(seichi_result_json(r, &json, NULL), SEICHI_OK);
            CHECK_EQ(seichi_result_text(r, &text, NULL), SEICHI_OK);
            free(json);
            free(text);
            seichi_result_free(r);
        }
    free(dead);
    free(fills);
}

static void test_random_positions(void)
{
    static const int sizes[][2] = {{1, 1}, {1, 2}, {1, 7}, {2, 2}, {3, 5}, {9, 9}, {13, 13},
                                   {19, 19}, {7, 19}, {52, 52}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int round = 0; round < 6; round++) {
            seichi_graph *g = seichi_graph_new_grid(sizes[s][0], sizes[s][1]);
            seichi_pos *p = seichi_pos_new(g, 2);
            int n = seichi_graph_points(g), density = 1 + round;
            for (int q = 0; q < n; q++)
                if ((int)rnd(8) < density) seichi_pos_setup(p, q, 1 + (int)rnd(2));
            check_invariants(p, g);
            seichi_pos_free(p);
            seichi_graph_release(g);
        }
    seichi_graph *g = NULL;
    char err[128];
    CHECK_EQ(seichi_graph_parse("torus 9 9\n", 10, &g, err, sizeof err), SEICHI_OK);
    if (g) {
        seichi_pos *p = seichi_pos_new(g, 2);
        for (int q = 0; q < 81; q++)
            if (rnd(3)) seichi_pos_setup(p, q, 1 + (int)rnd(2));
        check_invariants(p, g);
        seichi_pos_free(p);
        seichi_graph_release(g);
    }
}

/* Options from a record: RU decides; without RU, komi 7.5 means area
 * counting; New Zealand rules give no handicap compensation. */
static void test_options_from_game(void)
{
    static const struct {
        const char *sgf, *rules;
        int found, hc;
    } cases[] = {
        {"(;SZ[9]KM[7.5])", "chinese", 0, SEICHI_HC_HANDICAP},
        {"(;SZ[9]KM[6.5])", "japanese", 0, SEICHI_HC_NONE},
        {"(;SZ[9])", "japanese", 0, SEICHI_HC_NONE},
        {"(;SZ[9]RU[Japanese]KM[7.5])", "japanese", 1, SEICHI_HC_NONE},
        {"(;SZ[9]RU[Chinese]KM[6.5])", "chinese", 1, SEICHI_HC_HANDICAP},
        {"(;SZ[9]RU[Marsian]KM[7.5])", "japanese", 0, SEICHI_HC_NONE},
        {"(;SZ[9]RU[NZ]KM[7]HA[2]AB[cc][gg])", "new-zealand", 1, SEICHI_HC_NONE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        seichi_game *g = seichi_game_new();
        CHECK_EQ(seichi_game_load_sgf(g, cases[i].sgf, strlen(cases[i].sgf), NULL), SEICHI_OK);
        seichi_score_options o;
        CHECK_EQ(seichi_score_options_from_game(&o, g) == SEICHI_OK, cases[i].found);
        CHECK_STR(o.rules.name, cases[i].rules);
        CHECK_EQ(o.rules.handicap_compensation, cases[i].hc);
        seichi_game_free(g);
    }
}

int main(void)
{
    RUN(test_seed_corner_seki);
    RUN(test_seki_eye_dead_stone);
    RUN(test_seed_strict_rule);
    RUN(test_seed_false_eye_capture_point);
    RUN(test_seed_false_ish_not_false);
    RUN(test_seed_two_one_eyed_groups);
    RUN(test_seed_checkered_connections);
    RUN(test_seed_seki_two_false_eyes);
    RUN(test_seed_snapback_left_alone);
    RUN(test_seed_bamboo_seki);
    RUN(test_seed_checkered_gaps);
    RUN(test_seed_boundary_length);
    RUN(test_diagonal_miai);
    RUN(test_miai_in_wider_gap);
    RUN(test_dame_false_eyes);
    RUN(test_rule_sets);
    RUN(test_komi_sign_and_draws);
    RUN(test_n_players_kee);
    RUN(test_json_and_text);
    RUN(test_explain_and_chains);
    RUN(test_empty_board);
    RUN(test_random_positions);
    RUN(test_options_from_game);
    return CHECK_DONE();
}
