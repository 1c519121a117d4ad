#pragma once
// Read-only overview of the current recipe: model, hardware, layout (with the derived DP and EDP
// that engineers otherwise compute by hand) and the main options.
#include <QMap>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace moe::ui {

class StudioState;

class RecipeSummaryView : public QWidget {
    Q_OBJECT
public:
    explicit RecipeSummaryView(StudioState* state, QWidget* parent = nullptr);

    // Value label text by key (e.g. "model.name", "layout.dp"); empty for unknown keys. Every
    // value label also carries objectName "summary.<key>" for findChild().
    [[nodiscard]] QString valueText(const QString& key) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // A wrapped value needs its wrapped height: QFormLayout inside a scroll area does not ask for
    // it, and two-line values were cut top and bottom ("32 layers, hidden 4096, vocab 32000").
    void fitWrappedRows();
    QLabel* addRow(QFormLayout* form, const QString& key, const QString& label);
    void set(const QString& key, const QString& text);
    void refresh();

    StudioState* state_;
    QLabel* title_;        // the recipe's name, large
    QLabel* description_;  // derived from the recipe (describeRecipe)
    QMap<QString, QLabel*> values_;
};

}  // namespace moe::ui
