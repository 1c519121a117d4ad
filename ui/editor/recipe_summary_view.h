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

private:
    QLabel* addRow(QFormLayout* form, const QString& key, const QString& label);
    void set(const QString& key, const QString& text);
    void refresh();

    StudioState* state_;
    QLabel* title_;
    QMap<QString, QLabel*> values_;
};

}  // namespace moe::ui
