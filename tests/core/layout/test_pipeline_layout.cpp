// Pipeline placement (domain §2.4): the --pipeline-model-parallel-layout grammar with positioned
// errors, and placeLayers() for the layout-string, even, uneven and account-for modes. Expected
// placements are hand-computed; stage i sits on PP rank i % PP, chunk i / PP.
#include <QtTest>

#include <numeric>

#include "core/layout/pipeline_layout.h"

using namespace moe;

namespace {

ModelSpec modelWith(int layers, int mtp = 0) {
    ModelSpec m;
    m.name = "test";
    m.num_layers = layers;
    m.mtp_layers = mtp;
    return m;
}

Layout layoutWith(int pp, int vpp, const std::string& pipelineLayout = {}) {
    Layout l;
    l.pp = pp;
    l.vpp = vpp;
    l.pipeline_layout = pipelineLayout;
    return l;
}

std::vector<int> range(int from, int to) {  // [from, to)
    std::vector<int> v(static_cast<size_t>(to - from));
    std::iota(v.begin(), v.end(), from);
    return v;
}

QString fmt(const std::vector<int>& v) {
    QStringList parts;
    for (int x : v) parts << QString::number(x);
    return parts.join(',');
}

// One letter per item, as in the layout grammar.
QString fmt(const std::vector<StageItemKind>& stage) {
    QString s;
    for (StageItemKind k : stage) {
        switch (k) {
            case StageItemKind::Embedding: s += 'E'; break;
            case StageItemKind::Decoder: s += 't'; break;
            case StageItemKind::Mtp: s += 'm'; break;
            case StageItemKind::Loss: s += 'L'; break;
        }
    }
    return s;
}

bool mentions(const Error& e, const std::string& what) { return e.reason.find(what) != std::string::npos; }

// Invariants every placement must satisfy whatever the mode.
void checkInvariants(const PipelinePlacement& p, const ModelSpec& m) {
    QCOMPARE(p.stages.size(), size_t(p.pp * p.vpp));
    std::vector<int> decoders, mtps;
    int embeddings = 0, losses = 0;
    for (size_t i = 0; i < p.stages.size(); ++i) {
        const VirtualStage& s = p.stages[i];
        QCOMPARE(s.pp_rank, int(i) % p.pp);
        QCOMPARE(s.chunk, int(i) / p.pp);
        decoders.insert(decoders.end(), s.decoder_layers.begin(), s.decoder_layers.end());
        mtps.insert(mtps.end(), s.mtp_layers.begin(), s.mtp_layers.end());
        embeddings += s.has_embedding ? 1 : 0;
        losses += s.has_loss ? 1 : 0;
    }
    QCOMPARE(fmt(decoders), fmt(range(0, m.num_layers)));  // model order across stages
    QCOMPARE(fmt(mtps), fmt(range(0, m.mtp_layers)));
    QCOMPARE(embeddings, 1);
    QCOMPARE(losses, 1);
    QVERIFY(p.stages.front().has_embedding);
    QVERIFY(p.stages.back().has_loss);
    int sum = 0;
    for (int r = 0; r < p.pp; ++r) {
        const auto chunks = p.chunksOf(r);
        QCOMPARE(chunks.size(), size_t(p.vpp));
        for (int c = 0; c < p.vpp; ++c) {
            QCOMPARE(chunks[size_t(c)]->pp_rank, r);
            QCOMPARE(chunks[size_t(c)]->chunk, c);
        }
        sum += p.decoderLayersOn(r);
    }
    QCOMPARE(sum, m.num_layers);
}

}  // namespace

class TestPipelineLayout : public QObject {
    Q_OBJECT
private slots:
    // ---- grammar ----
    void parsesBridgeLayouts() {
        // DSV3 PP8·v4: "Et|" + 30 × "tt|" + "mL" → 1 + 30 + 1 = 32 stages.
        auto a = parsePipelineLayout("Et|(tt|)*30mL");
        QVERIFY(a);
        QCOMPARE(a->stages.size(), size_t{32});
        QCOMPARE(fmt(a->stages[0]), QString("Et"));
        for (size_t i = 1; i <= 30; ++i) QCOMPARE(fmt(a->stages[i]), QString("tt"));
        QCOMPARE(fmt(a->stages[31]), QString("mL"));

        // DSV3 16 stages: "Et*4|" + 14 × "t*4|" + "tmL".
        auto b = parsePipelineLayout("Et*4|(t*4|)*14tmL");
        QVERIFY(b);
        QCOMPARE(b->stages.size(), size_t{16});
        QCOMPARE(fmt(b->stages[0]), QString("Etttt"));
        QCOMPARE(fmt(b->stages[14]), QString("tttt"));
        QCOMPARE(fmt(b->stages[15]), QString("tmL"));

        // Qwen3-Next PP2·v4: E+4t | 5 × 7t | 8t | tmL → 1 + 5 + 1 + 1 = 8 stages.
        auto c = parsePipelineLayout("Et*4|(t*7|)*5t*8|tmL");
        QVERIFY(c);
        QCOMPARE(c->stages.size(), size_t{8});
        QCOMPARE(fmt(c->stages[0]), QString("Etttt"));
        QCOMPARE(fmt(c->stages[5]), QString("ttttttt"));
        QCOMPARE(fmt(c->stages[6]), QString("tttttttt"));
        QCOMPARE(fmt(c->stages[7]), QString("tmL"));
    }

    void commasSpacesEmptyStagesAndNesting() {
        // Megatron's own example: "Ettt|(tt|)*29,m|L" → 1 + 29 + 2 = 32 stages, commas ignored.
        auto a = parsePipelineLayout("Ettt|(tt|)*29,m|L");
        QVERIFY(a);
        QCOMPARE(a->stages.size(), size_t{32});
        QCOMPARE(fmt(a->stages[30]), QString("m"));
        auto b = parsePipelineLayout(" E t , t |\tt t ");
        QVERIFY(b);
        QCOMPARE(b->stages.size(), size_t{2});
        QCOMPARE(fmt(b->stages[0]), QString("Ett"));
        // An empty stage between bars is legal (a chunk with no layers), as in Megatron's split('|').
        auto c = parsePipelineLayout("Et||tL");
        QVERIFY(c);
        QCOMPARE(c->stages.size(), size_t{3});
        QVERIFY(c->stages[1].empty());
        // Nested groups: ((t|)*2)*3 = 6 × "t|" → 6 stages of t and a trailing empty one.
        auto d = parsePipelineLayout("((t|)*2)*3");
        QVERIFY(d);
        QCOMPARE(d->stages.size(), size_t{7});
        QVERIFY(d->stages[6].empty());
        // A repeated bar: "E|*3L" = "E|||L" → 4 stages.
        auto e = parsePipelineLayout("E|*3L");
        QVERIFY(e);
        QCOMPARE(e->stages.size(), size_t{4});
    }

    void parseErrors_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("reason");
        QTest::newRow("unclosed paren") << "Et|(tt|*30mL" << 4 << "unbalanced '('";
        QTest::newRow("stray close") << "Ett)*2" << 4 << "unbalanced ')'";
        QTest::newRow("bad symbol") << "Etx|L" << 3 << "bad symbol 'x'";
        QTest::newRow("bad symbol after commas") << "E, t, x" << 7 << "bad symbol 'x'";
        QTest::newRow("group without count") << "E(tt)|L" << 5 << "missing '*n' after ')'";
        QTest::newRow("star without digits") << "Et*|L" << 3 << "missing count after '*'";
        QTest::newRow("leading star") << "*3Et" << 1 << "'*' must follow";
        QTest::newRow("bare digit") << "Et3" << 3 << "unexpected digit '3'";
        QTest::newRow("empty") << "" << 1 << "empty";
        QTest::newRow("only commas") << " , " << 1 << "empty";
        QTest::newRow("huge count") << "Et*99999999" << 3 << "larger than";
        QTest::newRow("huge expansion") << "((t*1000)*1000)*1000" << 15 << "expands to more than";
    }
    void parseErrors() {
        QFETCH(QString, text);
        QFETCH(int, position);
        QFETCH(QString, reason);
        auto r = parsePipelineLayout(text.toStdString());
        QVERIFY(!r);
        QCOMPARE(r.error().field, std::string("layout.pipeline_layout"));
        QCOMPARE(r.error().column, position);
        QVERIFY2(mentions(r.error(), "character " + std::to_string(position)), r.error().reason.c_str());
        QVERIFY2(mentions(r.error(), reason.toStdString()), r.error().reason.c_str());
    }

    // ---- layout-string placement ----
    void deepSeekPp8Vpp4() {
        const ModelSpec m = modelWith(61, 1);
        auto p = placeLayers(m, layoutWith(8, 4, "Et|(tt|)*30mL"));
        QVERIFY2(p, p ? "" : p.error().toString().c_str());
        checkInvariants(*p, m);
        QCOMPARE(p->stages.size(), size_t{32});
        // Stage 0 = rank 0 chunk 0: embedding + decoder 0.
        QVERIFY(p->stages[0].has_embedding);
        QCOMPARE(fmt(p->stages[0].decoder_layers), QString("0"));
        // Stage i in 1..30 holds decoders 2i-1 and 2i: stage 1 → 1,2; stage 30 → 59,60.
        for (int i = 1; i <= 30; ++i)
            QCOMPARE(fmt(p->stages[size_t(i)].decoder_layers), fmt({2 * i - 1, 2 * i}));
        // Stage 31 → rank 31 % 8 = 7, chunk 31 / 8 = 3: MTP 0 + loss, no decoder.
        const VirtualStage& last = p->stages[31];
        QCOMPARE(last.pp_rank, 7);
        QCOMPARE(last.chunk, 3);
        QVERIFY(last.has_loss);
        QCOMPARE(fmt(last.mtp_layers), QString("0"));
        QVERIFY(last.decoder_layers.empty());
        // Rank 0 = stages 0, 8, 16, 24: 1 + 2 + 2 + 2 = 7; rank 7 = stages 7, 15, 23, 31: 2+2+2+0 = 6;
        // ranks 1..6: 4 × 2 = 8.
        QCOMPARE(p->decoderLayersOn(0), 7);
        QCOMPARE(p->decoderLayersOn(3), 8);
        QCOMPARE(p->decoderLayersOn(7), 6);
        const auto chunks7 = p->chunksOf(7);
        QCOMPARE(chunks7.size(), size_t{4});
        QCOMPARE(chunks7[3], &p->stages[31]);
        QCOMPARE(chunks7[1], &p->stages[15]);
        QVERIFY(p->chunksOf(8).empty());
        QVERIFY(p->chunksOf(-1).empty());
    }

    void deepSeekSixteenStages_data() {
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vpp");
        QTest::addColumn<int>("onFirstRank");
        QTest::addColumn<int>("onLastRank");
        // Stage 0 has 4 decoders, stages 1..14 have 4, stage 15 has 1.
        QTest::newRow("PP16 v1") << 16 << 1 << 4 << 1;   // rank 0: stage 0; rank 15: stage 15
        QTest::newRow("PP8 v2") << 8 << 2 << 8 << 5;     // rank 0: stages 0, 8; rank 7: 7, 15 → 4 + 1
        QTest::newRow("PP4 v4") << 4 << 4 << 16 << 13;   // rank 3: stages 3, 7, 11, 15 → 4+4+4+1
    }
    void deepSeekSixteenStages() {
        QFETCH(int, pp);
        QFETCH(int, vpp);
        QFETCH(int, onFirstRank);
        QFETCH(int, onLastRank);
        const ModelSpec m = modelWith(61, 1);
        auto p = placeLayers(m, layoutWith(pp, vpp, "Et*4|(t*4|)*14tmL"));
        QVERIFY2(p, p ? "" : p.error().toString().c_str());
        checkInvariants(*p, m);
        QCOMPARE(p->vpp, vpp);
        QCOMPARE(fmt(p->stages[0].decoder_layers), QString("0,1,2,3"));
        // Stage k in 1..14 holds 4k .. 4k+3; stage 15 holds decoder 60 with MTP and loss.
        QCOMPARE(fmt(p->stages[14].decoder_layers), QString("56,57,58,59"));
        const VirtualStage& last = p->stages[15];
        QCOMPARE(fmt(last.decoder_layers), QString("60"));
        QCOMPARE(last.pp_rank, pp - 1);
        QCOMPARE(last.chunk, vpp - 1);
        QCOMPARE(last.mtp_layers.size(), size_t{1});
        QCOMPARE(p->decoderLayersOn(0), onFirstRank);
        QCOMPARE(p->decoderLayersOn(pp - 1), onLastRank);
    }

    void qwen3NextPp2Vpp4() {
        // 48 decoders + 1 MTP. Stages: 0 → 0..3, 1..5 → 7 each (4..38), 6 → 39..46, 7 → 47 + m + L.
        const ModelSpec m = modelWith(48, 1);
        auto p = placeLayers(m, layoutWith(2, 4, "Et*4|(t*7|)*5t*8|tmL"));
        QVERIFY2(p, p ? "" : p.error().toString().c_str());
        checkInvariants(*p, m);
        QCOMPARE(fmt(p->stages[6].decoder_layers), fmt(range(39, 47)));
        QCOMPARE(fmt(p->stages[7].decoder_layers), QString("47"));
        // Rank 0 = stages 0, 2, 4, 6: 4 + 7 + 7 + 8 = 26; rank 1 = 1, 3, 5, 7: 7 + 7 + 7 + 1 = 22.
        QCOMPARE(p->decoderLayersOn(0), 26);
        QCOMPARE(p->decoderLayersOn(1), 22);
    }

    void layoutStringErrors_data() {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("mtp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vpp");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QStringList>("mentions");
        // 32 stages at PP8 mean VPP 32/8 = 4, not 2.
        QTest::newRow("wrong vpp") << 61 << 1 << 8 << 2 << "Et|(tt|)*30mL" << "layout.vpp"
                                   << QStringList{"32 virtual stages", "VPP must be 4", "layout.vpp is 2"};
        // 1 + 60 + 0 decoders = 61 in the string, the model has 60.
        QTest::newRow("wrong #t") << 60 << 1 << 8 << 4 << "Et|(tt|)*30mL" << "layout.pipeline_layout"
                                  << QStringList{"has 61 't'", "model has 60"};
        QTest::newRow("wrong #m") << 61 << 0 << 8 << 4 << "Et|(tt|)*30mL" << "layout.pipeline_layout"
                                  << QStringList{"has 1 'm'", "model has 0"};
        // 3 stages over PP 2: 3 % 2 = 1.
        QTest::newRow("stages % pp") << 3 << 1 << 2 << 1 << "Et|t|tmL" << "layout.pipeline_layout"
                                     << QStringList{"3 virtual stages", "PP 2", "3 % 2 = 1"};
        // PP 2: stage 0 (rank 0, chunk 0) has an m, the t of stage 1 follows it.
        QTest::newRow("m before t") << 2 << 1 << 2 << 1 << "Etm|tL" << "layout.pipeline_layout"
                                    << QStringList{"virtual stage 0", "virtual stage 1", "follow every decoder"};
        // PP2 v2: stage 0 = rank 0 chunk 0 of 2 → never on rank 0 before its last chunk.
        QTest::newRow("m on rank 0") << 1 << 1 << 2 << 2 << "Etm|||L" << "layout.pipeline_layout"
                                     << QStringList{"PP rank 0, chunk 0 of VPP 2", "never"};
        // PP2 v2: stage 1 = rank 1 chunk 0, not its last chunk (stages 2..3 are).
        QTest::newRow("m not in last chunk") << 1 << 1 << 2 << 2 << "Et|m||L" << "layout.pipeline_layout"
                                             << QStringList{"PP rank 1, chunk 0", "last chunk", "2..3"};
        // Two MTP layers split over stages 2 and 3 (both last chunks at PP2 v2).
        QTest::newRow("m spread") << 1 << 2 << 2 << 2 << "Et||m|mL" << "layout.pipeline_layout"
                                  << QStringList{"several virtual stages", "stage 2"};
        QTest::newRow("no E") << 2 << 0 << 2 << 1 << "t|tL" << "layout.pipeline_layout"
                              << QStringList{"exactly one 'E'", "found 0"};
        QTest::newRow("two E") << 2 << 0 << 2 << 1 << "Et|EtL" << "layout.pipeline_layout"
                               << QStringList{"exactly one 'E'", "found 2"};
        QTest::newRow("E not first") << 2 << 0 << 2 << 1 << "tE|tL" << "layout.pipeline_layout"
                                     << QStringList{"'E'", "first symbol"};
        QTest::newRow("two L") << 2 << 0 << 2 << 1 << "EtL|tL" << "layout.pipeline_layout"
                               << QStringList{"exactly one 'L'", "found 2"};
        // Trailing '|' makes an empty last stage (stage 3 = rank 1 chunk 1 at PP2 v2).
        QTest::newRow("L not last") << 2 << 0 << 2 << 2 << "Et|t|L|" << "layout.pipeline_layout"
                                    << QStringList{"'L'", "stage 3", "PP rank 1", "chunk 1"};
        QTest::newRow("parse error") << 2 << 0 << 2 << 1 << "Et|tq" << "layout.pipeline_layout"
                                     << QStringList{"character 5", "bad symbol 'q'"};
    }
    void layoutStringErrors() {
        QFETCH(int, layers);
        QFETCH(int, mtp);
        QFETCH(int, pp);
        QFETCH(int, vpp);
        QFETCH(QString, text);
        QFETCH(QString, field);
        QFETCH(QStringList, mentions);
        auto p = placeLayers(modelWith(layers, mtp), layoutWith(pp, vpp, text.toStdString()));
        QVERIFY(!p);
        QCOMPARE(QString::fromStdString(p.error().field), field);
        for (const QString& s : mentions)
            QVERIFY2(::mentions(p.error(), s.toStdString()), p.error().reason.c_str());
    }

    void mixedModesAndVppWithoutPp() {
        const ModelSpec m = modelWith(61, 1);
        Layout l = layoutWith(8, 4, "Et|(tt|)*30mL");
        l.first_stage_layers = 5;
        auto p = placeLayers(m, l);
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.pipeline_layout"));
        QVERIFY(mentions(p.error(), "first/last-stage"));
        l.first_stage_layers.reset();
        l.account_for_loss_in_pipeline_split = true;
        p = placeLayers(m, l);
        QVERIFY(!p);
        QVERIFY(mentions(p.error(), "account-for"));
        // Uneven with account-for is also two modes.
        Layout u = layoutWith(4, 1);
        u.last_stage_layers = 13;
        u.account_for_embedding_in_pipeline_split = true;
        p = placeLayers(m, u);
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.last_stage_layers"));
        QVERIFY(mentions(p.error(), "exactly one placement mode"));
        // VPP 2 at PP 1.
        p = placeLayers(modelWith(8), layoutWith(1, 2));
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.vpp"));
        QVERIFY(mentions(p.error(), "VPP 2") && mentions(p.error(), "PP is 1"));
    }

    // ---- even split ----
    void evenSplit() {
        // L = 96, PP4 v2: 96 / 4 = 24 per rank, 24 / 2 = 12 per chunk; stage i holds 12i .. 12i+11.
        const ModelSpec m = modelWith(96, 1);
        auto p = placeLayers(m, layoutWith(4, 2));
        QVERIFY2(p, p ? "" : p.error().toString().c_str());
        checkInvariants(*p, m);
        for (int i = 0; i < 8; ++i) QCOMPARE(fmt(p->stages[size_t(i)].decoder_layers), fmt(range(12 * i, 12 * i + 12)));
        for (int r = 0; r < 4; ++r) QCOMPARE(p->decoderLayersOn(r), 24);
        // Rank 1's chunks are stages 1 and 5: layers 12..23 and 60..71.
        QCOMPARE(fmt(p->chunksOf(1)[1]->decoder_layers), fmt(range(60, 72)));
        // Without a layout string the MTP layer sits with the loss on the last stage (7 = rank 3 chunk 1).
        QCOMPARE(fmt(p->stages[7].mtp_layers), QString("0"));
        QVERIFY(p->stages[7].has_loss);
        QCOMPARE(p->stages[7].pp_rank, 3);
    }

    void evenSplitErrors() {
        // 61 % 8 = 5.
        auto p = placeLayers(modelWith(61), layoutWith(8, 1));
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.pp"));
        QVERIFY2(mentions(p.error(), "61 % 8 = 5") && mentions(p.error(), "pipeline layout string"),
                 p.error().reason.c_str());
        // 96 / 4 = 24 per rank, 24 % 5 = 4.
        p = placeLayers(modelWith(96), layoutWith(4, 5));
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.vpp"));
        QVERIFY2(mentions(p.error(), "24 layers per PP rank") && mentions(p.error(), "24 % 5 = 4"), p.error().reason.c_str());
    }

    // ---- uneven first/last ----
    void unevenSplit() {
        // L = 61, PP8, first 5, last 2: 61 − 5 − 2 = 54 over 6 middle ranks = 9 each.
        const ModelSpec m = modelWith(61, 1);
        Layout l = layoutWith(8, 1);
        l.first_stage_layers = 5;
        l.last_stage_layers = 2;
        auto p = placeLayers(m, l);
        QVERIFY2(p, p ? "" : p.error().toString().c_str());
        checkInvariants(*p, m);
        QCOMPARE(fmt(p->stages[0].decoder_layers), fmt(range(0, 5)));
        QCOMPARE(fmt(p->stages[1].decoder_layers), fmt(range(5, 14)));   // 5 + 9 = 14
        QCOMPARE(fmt(p->stages[6].decoder_layers), fmt(range(50, 59)));  // 5 + 5·9 = 50
        QCOMPARE(fmt(p->stages[7].decoder_layers), QString("59,60"));
        QCOMPARE(p->stages[7].mtp_layers.size(), size_t{1});

        // L = 94, PP4 v2, first 20, last 26: (94 − 46) / 2 = 24 per middle rank; per chunk
        // rank 0: 10, ranks 1-2: 12, rank 3: 13. Model order s0 r0 0..9, s1 r1 10..21, s2 r2 22..33,
        // s3 r3 34..46, s4 r0 47..56, s5 r1 57..68, s6 r2 69..80, s7 r3 81..93.
        const ModelSpec q = modelWith(94);
        l = layoutWith(4, 2);
        l.first_stage_layers = 20;
        l.last_stage_layers = 26;
        p = placeLayers(q, l);
        QVERIFY2(p, p ? "" : p.error().toString().c_str());
        checkInvariants(*p, q);
        QCOMPARE(fmt(p->stages[3].decoder_layers), fmt(range(34, 47)));
        QCOMPARE(fmt(p->stages[4].decoder_layers), fmt(range(47, 57)));
        QCOMPARE(fmt(p->stages[7].decoder_layers), fmt(range(81, 94)));
        QCOMPARE(p->decoderLayersOn(0), 20);
        QCOMPARE(p->decoderLayersOn(3), 26);

        // Only the first set: L = 61, PP4, first 1 → (61 − 1) / 3 = 20 on ranks 1..3.
        l = layoutWith(4, 1);
        l.first_stage_layers = 1;
        p = placeLayers(modelWith(61), l);
        QVERIFY(p);
        QCOMPARE(p->decoderLayersOn(0), 1);
        QCOMPARE(p->decoderLayersOn(3), 20);
    }

    void unevenSplitErrors_data() {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vpp");
        QTest::addColumn<int>("first");  // -1 = unset
        QTest::addColumn<int>("last");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QStringList>("mentions");
        // 61 − 6 − 2 = 53 over 6 middle ranks: 53 % 6 = 5.
        QTest::newRow("middle uneven") << 61 << 8 << 1 << 6 << 2 << "layout.first_stage_layers"
                                       << QStringList{"remaining 53", "6 middle PP ranks", "53 % 6 = 5"};
        // 21 % 2 = 1.
        QTest::newRow("first % vpp") << 94 << 4 << 2 << 21 << -1 << "layout.first_stage_layers"
                                     << QStringList{"21", "VPP 2", "21 % 2 = 1"};
        QTest::newRow("last % vpp") << 94 << 4 << 2 << -1 << 25 << "layout.last_stage_layers"
                                    << QStringList{"25", "VPP 2", "25 % 2 = 1"};
        // 64 − 2 − 4 = 58 over 2 middle ranks = 29 each; 29 % 2 = 1.
        QTest::newRow("middle % vpp") << 64 << 4 << 2 << 2 << 4 << "layout.vpp" << QStringList{"29", "29 % 2 = 1"};
        QTest::newRow("zero first") << 8 << 2 << 1 << 0 << -1 << "layout.first_stage_layers" << QStringList{"got 0"};
        // 40 + 30 > 61.
        QTest::newRow("ends exceed L") << 61 << 4 << 1 << 40 << 30 << "layout.first_stage_layers"
                                       << QStringList{"first 40 + last 30", "61"};
        // PP2 with both set leaves no middle rank: 4 + 4 ≠ 10, 2 left over.
        QTest::newRow("no middle, leftover") << 10 << 2 << 1 << 4 << 4 << "layout.first_stage_layers"
                                             << QStringList{"PP 2", "must equal 10", "2 left over"};
        // PP3, 5 + 5 = 10 = L leaves nothing for the 1 middle rank.
        QTest::newRow("middle empty") << 10 << 3 << 1 << 5 << 5 << "layout.first_stage_layers"
                                      << QStringList{"all 10 layers", "1 middle"};
        QTest::newRow("both at pp1") << 10 << 1 << 1 << 5 << 5 << "layout.pp" << QStringList{"PP 1"};
    }
    void unevenSplitErrors() {
        QFETCH(int, layers);
        QFETCH(int, pp);
        QFETCH(int, vpp);
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(QString, field);
        QFETCH(QStringList, mentions);
        Layout l = layoutWith(pp, vpp);
        if (first >= 0) l.first_stage_layers = first;
        if (last >= 0) l.last_stage_layers = last;
        auto p = placeLayers(modelWith(layers), l);
        QVERIFY(!p);
        QCOMPARE(QString::fromStdString(p.error().field), field);
        for (const QString& s : mentions)
            QVERIFY2(::mentions(p.error(), s.toStdString()), p.error().reason.c_str());
    }

    // ---- account for embedding / loss ----
    void accountForQwen3() {
        // Qwen3-235B: L = 94, PP4 v12, both: (94 + 1 + 1) / 4 = 24 per rank, 24 / 12 = 2 per chunk.
        const ModelSpec m = modelWith(94);
        Layout l = layoutWith(4, 12);
        l.account_for_embedding_in_pipeline_split = true;
        l.account_for_loss_in_pipeline_split = true;
        auto p = placeLayers(m, l);
        QVERIFY2(p, p ? "" : p.error().toString().c_str());
        checkInvariants(*p, m);
        QCOMPARE(p->stages.size(), size_t{48});
        // Stage 0: embedding + decoder 0; stage 1 (rank 1 chunk 0): 1, 2; stage i ≥ 1: 2i-1, 2i.
        QVERIFY(p->stages[0].has_embedding);
        QCOMPARE(fmt(p->stages[0].decoder_layers), QString("0"));
        QCOMPARE(fmt(p->stages[1].decoder_layers), QString("1,2"));
        QCOMPARE(fmt(p->stages[46].decoder_layers), QString("91,92"));
        // Stage 47 = rank 47 % 4 = 3, chunk 47 / 4 = 11: decoder 93 + loss.
        QCOMPARE(p->stages[47].pp_rank, 3);
        QCOMPARE(p->stages[47].chunk, 11);
        QCOMPARE(fmt(p->stages[47].decoder_layers), QString("93"));
        QVERIFY(p->stages[47].has_loss);
        // Rank 0: 1 + 11·2 = 23; ranks 1, 2: 12·2 = 24; rank 3: 11·2 + 1 = 23 → 94.
        QCOMPARE(p->decoderLayersOn(0), 23);
        QCOMPARE(p->decoderLayersOn(1), 24);
        QCOMPARE(p->decoderLayersOn(3), 23);

        // Embedding only: L = 95, PP4 → 96 / 4 = 24; rank 0 keeps 23 decoders (0..22).
        Layout e = layoutWith(4, 1);
        e.account_for_embedding_in_pipeline_split = true;
        p = placeLayers(modelWith(95), e);
        QVERIFY(p);
        QCOMPARE(fmt(p->stages[0].decoder_layers), fmt(range(0, 23)));
        QCOMPARE(fmt(p->stages[3].decoder_layers), fmt(range(71, 95)));
    }

    void accountForErrors() {
        // Embedding only at L = 94: 94 + 1 = 95 slots, 95 % 4 = 3.
        Layout l = layoutWith(4, 12);
        l.account_for_embedding_in_pipeline_split = true;
        auto p = placeLayers(modelWith(94), l);
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.pp"));
        QVERIFY2(mentions(p.error(), "= 95") && mentions(p.error(), "95 % 4 = 3"), p.error().reason.c_str());
        // Both at VPP 5: 96 / 4 = 24 per rank, 24 % 5 = 4.
        l.vpp = 5;
        l.account_for_loss_in_pipeline_split = true;
        p = placeLayers(modelWith(94), l);
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.vpp"));
        QVERIFY2(mentions(p.error(), "24 per PP rank") && mentions(p.error(), "24 % 5 = 4"), p.error().reason.c_str());
    }

    void badSizes() {
        auto p = placeLayers(modelWith(8), layoutWith(0, 1));
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("layout.pp"));
        p = placeLayers(modelWith(0), layoutWith(1, 1));
        QVERIFY(!p);
        QCOMPARE(p.error().field, std::string("model.num_layers"));
    }
};

QTEST_GUILESS_MAIN(TestPipelineLayout)
#include "test_pipeline_layout.moc"
