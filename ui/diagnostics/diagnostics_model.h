#pragma once
// Table model over an immutable snapshot of validation findings. The snapshot is swapped whole
// (model reset) on every recipe change: lists are short and a reset keeps views trivially right.
#include <QAbstractTableModel>
#include <vector>

#include "core/common/diagnostic.h"

namespace moe::ui {

class DiagnosticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The title (the finding in a few words, from core/rules/rule_explanations.h) is read first,
    // then the message with its values.
    enum Column {
        SeverityColumn,
        TitleColumn,
        RuleColumn,
        MessageColumn,
        SuggestionColumn,
        SourceColumn,
        FixColumn,
        ColumnCount
    };
    enum Role {
        SeverityRole = Qt::UserRole + 1,  // int(moe::Severity), for sorting and filtering
        FieldsRole,                       // QStringList of recipe paths involved
        HasFixRole,                       // bool: a one-click fix exists
    };
    Q_ENUM(Column)

    explicit DiagnosticsModel(QObject* parent = nullptr);

    // Replaces the findings; false (and no reset) when they are the same as shown.
    bool setDiagnostics(std::vector<Diagnostic> diagnostics);
    [[nodiscard]] const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
    // "layout.etp = 1, layout.ep = 8": the fix as the `--set` assignments it will apply.
    // Every change of the finding's fix, as the editor names the fields ("… = on, … = 1").
    static QString fixText(const Diagnostic& d);
    // What the Fix column shows: the first change, and how many more.
    static QString fixSummary(const Diagnostic& d);
    // The finding's title; the rule id itself when the catalogue has no entry for it.
    static QString titleText(const Diagnostic& d);

    // With the Fix column hidden (a narrow pane), the Message column ends with "Fix: …" for a
    // finding that has one, so the fix is still read where the finding is.
    void setFixInMessage(bool on);
    [[nodiscard]] bool fixInMessage() const { return fixInMessage_; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    std::vector<Diagnostic> diagnostics_;
    bool fixInMessage_ = false;
};

}  // namespace moe::ui
