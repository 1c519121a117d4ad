#include "ui/window/pseudo_translator.h"

#include <algorithm>
#include <cmath>

namespace moe::ui {

namespace {

// a..z and A..Z with an accent or a hook: each one character, in the fonts the studio uses.
const QString kPseudoLower = QStringLiteral("áƀçðëƒĝĥíĵķľɱñöþǫŕšţûṽŵẋýž");
const QString kPseudoUpper = QStringLiteral("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ");
// What the added length is made of: accented words with spaces, so a wrapped label can still break.
const QString kPseudoFiller = QStringLiteral("ŀöŕëɱ íþšûɱ ðöľöŕ šíţ áɱëţ çöñšëçţëţûŕ ");

QChar pseudoAccent(QChar c) {
    if (c >= QLatin1Char('a') && c <= QLatin1Char('z')) return kPseudoLower.at(c.unicode() - 'a');
    if (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) return kPseudoUpper.at(c.unicode() - 'A');
    return c;
}

bool isAsciiLetter(QChar c) {
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
}

enum class PseudoToken { None, Placeholder, Tag, Entity, Mnemonic, Verbatim };

struct PseudoSpan {
    PseudoToken kind = PseudoToken::None;
    qsizetype length = 0;
};

// The text at `i` that must stay as it is, and how long it is.
PseudoSpan protectedSpanAt(const QString& s, qsizetype i) {
    const qsizetype n = s.size();
    const QChar c = s.at(i);
    const auto at = [&](qsizetype k) { return k < n ? s.at(k) : QChar(); };
    const auto isArg = [](QChar d) {
        return (d >= QLatin1Char('1') && d <= QLatin1Char('9')) || d == QLatin1Char('n');
    };
    if (c == QLatin1Char('%')) {
        if (isArg(at(i + 1)) || at(i + 1) == QLatin1Char('%')) return {PseudoToken::Placeholder, 2};
        if (at(i + 1) == QLatin1Char('L') && isArg(at(i + 2))) return {PseudoToken::Placeholder, 3};
        return {};
    }
    if (c == QLatin1Char('<')) {
        const QChar next = at(i + 1);
        if (!isAsciiLetter(next) && next != QLatin1Char('/') && next != QLatin1Char('!')) return {};
        const qsizetype close = s.indexOf(QLatin1Char('>'), i + 1);
        return close < 0 ? PseudoSpan{} : PseudoSpan{PseudoToken::Tag, close - i + 1};
    }
    if (c == QLatin1Char('&')) {
        if (at(i + 1) == QLatin1Char('&')) return {PseudoToken::Verbatim, 2};  // a literal "&"
        qsizetype k = i + 1;
        while (k < n && (s.at(k).isLetterOrNumber() || s.at(k) == QLatin1Char('#')) && s.at(k).unicode() < 128) ++k;
        if (k > i + 1 && at(k) == QLatin1Char(';')) return {PseudoToken::Entity, k - i + 1};
        if (i + 1 < n && !s.at(i + 1).isSpace()) return {PseudoToken::Mnemonic, 2};
        return {};
    }
    if (c == QLatin1Char('\t')) return {PseudoToken::Verbatim, n - i};   // a menu text's shortcut
    if (c == QLatin1Char('*') && i + 1 < n && !s.at(i + 1).isSpace()) {  // a file glob: *.yaml
        qsizetype k = i + 1;
        while (k < n && !s.at(k).isSpace() && s.at(k) != QLatin1Char(')') && s.at(k) != QLatin1Char(';')) ++k;
        return {PseudoToken::Verbatim, k - i};
    }
    if (s.mid(i, 8).startsWith(QLatin1String("https://")) || s.mid(i, 7).startsWith(QLatin1String("http://"))) {
        qsizetype k = i;
        while (k < n && !s.at(k).isSpace() && s.at(k) != QLatin1Char('<') && s.at(k) != QLatin1Char('"')) ++k;
        return {PseudoToken::Verbatim, k - i};
    }
    return {};
}

}  // namespace

PseudoTranslator::PseudoTranslator(QObject* parent) : QTranslator(parent) {}

int PseudoTranslator::visibleLength(const QString& text) {
    int visible = 0;
    for (qsizetype i = 0; i < text.size();) {
        const PseudoSpan span = protectedSpanAt(text, i);
        switch (span.kind) {
            case PseudoToken::None:
                ++visible;
                ++i;
                continue;
            case PseudoToken::Tag:
                break;
            case PseudoToken::Entity:
            case PseudoToken::Mnemonic:
                ++visible;
                break;
            case PseudoToken::Placeholder:
            case PseudoToken::Verbatim:
                visible += static_cast<int>(text.at(i) == QLatin1Char('&') ? 1 : span.length);
                break;
        }
        i += span.length;
    }
    return visible;
}

QString PseudoTranslator::pseudoText(const QString& source) {
    if (source.isEmpty() || source.startsWith(QLatin1String("--")) || source.contains(QLatin1Char('_'))) return source;
    // Where the brackets go: inside leading and trailing tags (so rich text stays rich text) and
    // before a tab's shortcut.
    qsizetype head = 0;
    while (head < source.size()) {
        const PseudoSpan span = protectedSpanAt(source, head);
        if (span.kind != PseudoToken::Tag) break;
        head += span.length;
    }
    qsizetype tail = source.size();
    if (const qsizetype tab = source.indexOf(QLatin1Char('\t')); tab >= 0) tail = tab;
    while (tail > head && source.at(tail - 1) == QLatin1Char('>')) {
        const qsizetype open = source.lastIndexOf(QLatin1Char('<'), tail - 1);
        if (open < head || protectedSpanAt(source, open).kind != PseudoToken::Tag ||
            protectedSpanAt(source, open).length != tail - open)
            break;
        tail = open;
    }

    QString body;
    body.reserve(source.size() * 2);
    for (qsizetype i = head; i < tail;) {
        const PseudoSpan span = protectedSpanAt(source, i);
        if (span.kind == PseudoToken::None) {
            body += pseudoAccent(source.at(i));
            ++i;
        } else {
            const qsizetype length = std::min(span.length, tail - i);
            body += source.mid(i, length);
            i += length;
        }
    }
    // At least 40 % more to read: "[", " ", the filler and "]" make up the difference.
    const int visible = visibleLength(source);
    const int filler = std::max(1, static_cast<int>(std::ceil(0.4 * visible)) - 2);
    QString pad;
    for (int k = 0; k < filler; ++k) pad += kPseudoFiller.at(k % kPseudoFiller.size());
    if (pad.endsWith(QLatin1Char(' '))) pad.back() = QChar(0x00EB);  // ë
    return source.left(head) + QLatin1Char('[') + body + QLatin1Char(' ') + pad + QLatin1Char(']') + source.mid(tail);
}

QString PseudoTranslator::translate(const char* context, const char* sourceText, const char* /*disambiguation*/,
                                    int /*n*/) const {
    if (sourceText == nullptr || *sourceText == '\0') return {};
    // Qt's key names (Ctrl, Shift…): shortcuts are keys, not text.
    if (context != nullptr && qstrcmp(context, "QShortcut") == 0) return {};
    const QString source = QString::fromUtf8(sourceText);
    QString pseudo = pseudoText(source);
    return pseudo == source ? QString() : pseudo;
}

}  // namespace moe::ui
