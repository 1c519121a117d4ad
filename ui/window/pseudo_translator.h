#pragma once
// The pseudo-locale (MOE_STUDIO_LANGUAGE=pseudo, issue 42): a translator that answers every text
// the studio asks for with an accented version about 40 % longer ("Open" -> "[Öþëñ ŀö]"), so a
// screenshot or a layout test shows at once what would be cut, overlap or stay English in a
// longer language, without waiting for a real catalog.
//
// What must keep working is kept as is: %1..%9 and %n placeholders (also %L1), HTML tags and
// entities (<b>, &nbsp;), "&" mnemonics with their letter (Alt+F still opens File), what follows
// a tab (a shortcut in a menu text), file globs (*.yaml) and URLs. A text that looks like a flag
// or a key (starts with "--", or contains "_", e.g. Qt's QT_LAYOUT_DIRECTION) and Qt's key names
// (context QShortcut) are not translated.
//
// A developer's tool, not a language: it is not offered in Edit ▸ Preferences.
#include <QString>
#include <QTranslator>

namespace moe::ui {

class PseudoTranslator : public QTranslator {
    Q_OBJECT
public:
    explicit PseudoTranslator(QObject* parent = nullptr);

    // The pseudo text for `source`; `source` itself when it is left alone (see above).
    static QString pseudoText(const QString& source);
    // The characters a reader sees: without tags, an entity counted as one, without the "&" of a
    // mnemonic (what the ≥ 40 % is measured on).
    static int visibleLength(const QString& text);

    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override;
    [[nodiscard]] bool isEmpty() const override { return false; }
};

}  // namespace moe::ui
