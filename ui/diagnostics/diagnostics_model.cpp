#include "ui/diagnostics/diagnostics_model.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QStringList>
#include <QStyle>
#include <utility>

#include "core/recipe/recipe_fields.h"
#include "ui/common/core_message_text.h"
#include "ui/common/finding_text.h"
#include "ui/common/status_colours.h"

namespace moe::ui {

namespace {

QString severityText(Severity s) {
    switch (s) {
        case Severity::Error:
            return DiagnosticsModel::tr("Error");
        case Severity::Warning:
            return DiagnosticsModel::tr("Warning");
        case Severity::Info:
            return DiagnosticsModel::tr("Info");
    }
    return {};
}

QVariant severityIcon(Severity s) {
    // The style may be absent in a QCoreApplication-only context (model tests without widgets).
    auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
    if (!app) return {};
    switch (s) {
        case Severity::Error:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxCritical);
        case Severity::Warning:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        case Severity::Info:
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

QString columnText(const Diagnostic& d, int column) {
    switch (column) {
        case DiagnosticsModel::SeverityColumn:
            return severityText(d.severity);
        case DiagnosticsModel::TitleColumn:
            return DiagnosticsModel::titleText(d);
        case DiagnosticsModel::RuleColumn:
            return QString::fromStdString(d.rule);
        case DiagnosticsModel::MessageColumn:
            return findingMessage(d);
        case DiagnosticsModel::SuggestionColumn:
            return findingSuggestion(d);
        case DiagnosticsModel::SourceColumn:
            return findingSource(d);
        case DiagnosticsModel::FixColumn:
            return DiagnosticsModel::fixSummary(d);
        default:
            return {};
    }
}

}  // namespace

DiagnosticsModel::DiagnosticsModel(QObject* parent) : QAbstractTableModel(parent) {}

namespace {

// "Expert tensor parallel size = 1", "Forced load balancing = off": a change as the editor names it.
QString spokenChange(const FieldChange& c) {
    const FieldDescriptor* f = findRecipeField(c.path);
    QString name = f && !f->help.empty() ? fieldLabel(*f) : QString::fromStdString(c.path);
    // The registry's help may carry a note in parentheses ("(null = TP, Megatron's default)").
    if (const qsizetype note = name.indexOf(QStringLiteral(" (")); note > 0) name.truncate(note);
    const QString value = c.value == "true"    ? DiagnosticsModel::tr("on")
                          : c.value == "false" ? DiagnosticsModel::tr("off")
                          : c.value == "null"  ? DiagnosticsModel::tr("unset")
                                               : QString::fromStdString(c.value);
    return QStringLiteral("%1 = %2").arg(name, value);
}

}  // namespace

QString DiagnosticsModel::fixText(const Diagnostic& d) {
    QStringList parts;
    for (const FieldChange& c : d.fix) parts << spokenChange(c);
    return parts.join(QStringLiteral(", "));
}

QString DiagnosticsModel::fixSummary(const Diagnostic& d) {
    if (d.fix.empty()) return {};
    // A fix with a name says all it does in the same words as the Estimate dock (review: "Activation
    // recompute = selective (+2 more)" hid that it also turns EP overlap off).
    if (!d.fix_label_text.empty()) return coreMessageText(d.fix_label_text);
    if (!d.fix_label.empty()) return QString::fromStdString(d.fix_label);
    // The column stays narrow so the message keeps the width: the first change, and how many
    // more (the tooltip lists them all).
    const QString first = spokenChange(d.fix.front());
    return d.fix.size() == 1 ? first : tr("%1 (+%n more)", nullptr, static_cast<int>(d.fix.size() - 1)).arg(first);
}

QString DiagnosticsModel::titleText(const Diagnostic& d) {
    const QString title = findingTitle(d);
    return title.isEmpty() ? QString::fromStdString(d.rule) : title;
}

bool DiagnosticsModel::setDiagnostics(std::vector<Diagnostic> diagnostics) {
    // Most edits leave the findings as they were: no reset, no repaint, selection kept.
    if (diagnostics == diagnostics_) return false;
    beginResetModel();
    diagnostics_ = std::move(diagnostics);
    endResetModel();
    return true;
}

void DiagnosticsModel::setFixInMessage(bool on) {
    if (on == fixInMessage_) return;
    fixInMessage_ = on;
    if (!diagnostics_.empty()) emit dataChanged(index(0, MessageColumn), index(rowCount() - 1, MessageColumn), {Qt::DisplayRole});
}

int DiagnosticsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(diagnostics_.size());
}

int DiagnosticsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Diagnostic& d = diagnostics_[static_cast<size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
            if (fixInMessage_ && index.column() == MessageColumn && !d.fix.empty())
                return columnText(d, index.column()) + QLatin1Char('\n') + tr("Fix: %1").arg(fixSummary(d));
            return columnText(d, index.column());
        case Qt::ToolTipRole: {
            // Full text in the tooltip: message and suggestion columns are usually elided.
            QString tip = titleText(d) + QLatin1String("\n\n") + findingMessage(d);
            if (!d.suggestion.empty()) tip += QLatin1String("\n\n") + tr("Suggestion: %1").arg(findingSuggestion(d));
            if (!d.source.empty()) tip += QLatin1String("\n") + tr("Source: %1").arg(findingSource(d));
            if (!d.fix.empty()) tip += QLatin1String("\n") + tr("One-click fix (double-click): %1").arg(fixText(d));
            // The rule id is for reports and searches, so it is here rather than in a column.
            tip += QLatin1String("\n") + tr("Rule: %1").arg(QString::fromStdString(d.rule));
            tip += QLatin1String("\n") + tr("F1 explains it in Help.");
            return tip;
        }
        case Qt::DecorationRole:
            return index.column() == SeverityColumn ? severityIcon(d.severity) : QVariant{};
        case Qt::TextAlignmentRole:
            // At the top of the row: a row taller than the table's view kept its icon and title
            // centred below the edge, and read as blank (review 27).
            return QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignTop));
        case Qt::ForegroundRole:
            if (index.column() != SeverityColumn) return {};
            if (d.severity == Severity::Error) return QBrush(statusColour(StatusTone::Problem));
            if (d.severity == Severity::Warning) return QBrush(statusColour(StatusTone::Caution));
            return {};
        case SeverityRole:
            return static_cast<int>(d.severity);
        case HasFixRole:
            return !d.fix.empty();
        case FieldsRole: {
            QStringList fields;
            for (const std::string& f : d.fields) fields << QString::fromStdString(f);
            return fields;
        }
        default:
            return {};
    }
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case SeverityColumn:
            return tr("Severity");
        case TitleColumn:
            return tr("Finding");
        case RuleColumn:
            return tr("Rule");
        case MessageColumn:
            return tr("Message");
        case SuggestionColumn:
            return tr("Suggestion");
        case SourceColumn:
            return tr("Source");
        case FixColumn:
            return tr("Fix");
        default:
            return {};
    }
}

}  // namespace moe::ui
