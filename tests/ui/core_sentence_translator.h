#pragma once
// A stand-in catalog for the core's sentences of issue 42 that the studio shows from messages
// (MOE_TR contexts "recipe_description", "feasibility" and "search"): a few French translations,
// so a test can tell that a view takes its text through the catalogs, part by part, without
// depending on what the real catalogs hold yet. Anything else is left untranslated.
#include <QByteArrayView>
#include <QHash>
#include <QString>
#include <QTranslator>

namespace moe::uitest {

class CoreSentenceTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        const QByteArrayView ctx(context);
        if (ctx != "recipe_description" && ctx != "feasibility" && ctx != "search") return {};
        static const QHash<QString, QString> french{
            // recipe_description
            {QStringLiteral("%1, %2 context, %3x %4 — %5"), QStringLiteral("%1, contexte de %2, %3x %4 — %5")},
            {QStringLiteral("%1 with EP overlap"), QStringLiteral("%1 avec chevauchement EP")},
            {QStringLiteral("selective recompute %1"), QStringLiteral("recalculation sélective %1")},
            {QStringLiteral("optimizer CPU offload"), QStringLiteral("offloading de l'optimiseur vers le CPU")},
            // feasibility and search: the recompute tiers
            {QStringLiteral("no recompute"), QStringLiteral("sans recalculation")},
            {QStringLiteral("selective [%1]"), QStringLiteral("recalculation sélective [%1]")},
            {QStringLiteral("full recompute"), QStringLiteral("recalculation complète")},
            {QStringLiteral("%1 + optimizer offload"), QStringLiteral("%1 + offloading de l'optimiseur")},
            {QStringLiteral("%1 + optimizer offload %2%"), QStringLiteral("%1 + offloading de l'optimiseur %2 %")},
            {QStringLiteral("full recompute + optimizer offload"),
             QStringLiteral("recalculation complète + offloading de l'optimiseur")},
            {QStringLiteral("%1, %2; GA %3"), QStringLiteral("%1, %2 ; GA %3")},
            {QStringLiteral("memory: closest layout %1 with %2 needs %3 GiB on its binding stage > %4 GiB usable"),
             QStringLiteral("mémoire : la disposition la plus proche, %1 avec %2, demande %3 GiB sur son étage "
                            "limitant > %4 GiB utilisables")},
            // search: the options every plan runs with
            {QStringLiteral("DP overlap grad-reduce + param-gather"),
             QStringLiteral("chevauchement DP grad-reduce + param-gather")},
            {QStringLiteral("no DP overlap"), QStringLiteral("sans chevauchement DP")},
            {QStringLiteral("no TP overlap"), QStringLiteral("sans chevauchement TP")},
            {QStringLiteral("TP overlap"), QStringLiteral("chevauchement TP")},
            {QStringLiteral("EP overlap"), QStringLiteral("chevauchement EP")},
            {QStringLiteral("no EP overlap"), QStringLiteral("sans chevauchement EP")},
            {QStringLiteral("no CUDA graphs"), QStringLiteral("sans graphes CUDA")},
            {QStringLiteral("distributed optimizer"), QStringLiteral("optimiseur distribué")},
            {QStringLiteral("dropless routing"), QStringLiteral("routage sans abandon")},
            // search: why #2 loses
            {QStringLiteral("The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger "
                            "(step %6 s vs %7 s)."),
             QStringLiteral("Le deuxième (%1) est %2 % plus lent que le meilleur (%3) : son %4 dépasse de %5 s par "
                            "étape (étape de %6 s contre %7 s).")},
            {QStringLiteral("The runner-up (%1) is %2 % slower than the best (%3): its %4 is %5 s per step larger, "
                            "most of it made up by smaller other parts (%6 s) (step %7 s vs %8 s)."),
             QStringLiteral("Le deuxième (%1) est %2 % plus lent que le meilleur (%3) : son %4 dépasse de %5 s par "
                            "étape, compensés surtout par d'autres parties plus petites (%6 s) (étape de %7 s contre "
                            "%8 s).")},
            {QStringLiteral("The runner-up (%1) is %2 % slower than the best (%3) with no single larger component: "
                            "its step covers fewer tokens per GPU (%4 vs %5 tokens/s/GPU)."),
             QStringLiteral("Le deuxième (%1) est %2 % plus lent que le meilleur (%3) sans composante plus grande : "
                            "son étape couvre moins de tokens par GPU (%4 contre %5 tokens/s/GPU).")},
            {QStringLiteral("The runner-up (%1) ties with the best (%2): the same estimated step time (%3 s) and "
                            "tokens/s/GPU; the best is listed first by its smaller layout key only."),
             QStringLiteral("Le deuxième (%1) est à égalité avec le meilleur (%2) : même temps d'étape estimé (%3 s) "
                            "et mêmes tokens/s/GPU ; le meilleur passe devant par sa clé de disposition seule.")},
        };
        return french.value(QString::fromUtf8(source));
    }
    [[nodiscard]] bool isEmpty() const override { return false; }
};

}  // namespace moe::uitest
