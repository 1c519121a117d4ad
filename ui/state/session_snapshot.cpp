#include "ui/state/session_snapshot.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include "core/recipe/recipe_yaml.h"

namespace moe::ui {
namespace {

constexpr int kSessionFormat = 1;

Error fieldError(const std::string& origin, const std::string& field, const std::string& reason) {
    return Error{origin, 0, 0, field, reason};
}

// A recipe stored as recipe YAML; its own errors keep their reason under the session's field.
Result<Recipe> recipeAt(const QJsonObject& o, const char* key, const std::string& origin, const std::string& field) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isString()) return fieldError(origin, field + "." + key, "expected recipe YAML text");
    auto recipe = parseRecipeYaml(v.toString().toStdString(), origin + " (" + field + ")");
    if (!recipe) return fieldError(origin, field + "." + key, recipe.error().toString());
    return recipe;
}

}  // namespace

QByteArray sessionToJson(const SessionSnapshot& session) {
    QJsonArray pins;
    for (const SessionSnapshot::Pin& p : session.pins)
        pins.append(QJsonObject{{QStringLiteral("name"), p.name},
                                {QStringLiteral("recipe"), QString::fromStdString(recipeToYaml(p.recipe))}});
    QJsonArray runs;
    for (const SessionSnapshot::Run& r : session.runs) {
        QJsonObject o{{QStringLiteral("files"), QJsonArray::fromStringList(r.files)}};
        if (r.window)
            o.insert(QStringLiteral("window"), QJsonArray{static_cast<qint64>(r.window->first), static_cast<qint64>(r.window->second)});
        if (r.studioRecipe) {
            o.insert(QStringLiteral("studio_recipe"), QString::fromStdString(recipeToYaml(*r.studioRecipe)));
            o.insert(QStringLiteral("studio_recipe_name"), r.studioRecipeName);
            o.insert(QStringLiteral("studio_recipe_at"), r.studioRecipeAt.toString(Qt::ISODateWithMs));
        }
        runs.append(o);
    }
    QJsonObject root{
        {QStringLiteral("format"), kSessionFormat}, {QStringLiteral("pins"), pins}, {QStringLiteral("runs"), runs}};
    if (!session.traceFiles.isEmpty())
        root.insert(QStringLiteral("trace_files"), QJsonArray::fromStringList(session.traceFiles));
    if (session.calibration)
        root.insert(
            QStringLiteral("calibration"),
            QJsonObject{{QStringLiteral("name"), session.calibration->name},
                        {QStringLiteral("fitted_on"), QJsonArray::fromStringList(session.calibration->fittedOn)},
                        {QStringLiteral("constants"),
                         QString::fromStdString(calibrationToYaml(session.calibration->constants))}});
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<SessionSnapshot> sessionFromJson(const QByteArray& json, const std::string& origin) {
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{origin, 0, 0, {}, "not valid JSON at byte " + std::to_string(parseError.offset) + ": " +
                                            parseError.errorString().toStdString()};
    if (!doc.isObject()) return fieldError(origin, {}, "expected a JSON object");
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toInt(-1) != kSessionFormat)
        return fieldError(origin, "format", "expected " + std::to_string(kSessionFormat));
    SessionSnapshot out;
    const QJsonArray pins = root.value(QStringLiteral("pins")).toArray();
    for (qsizetype i = 0; i < pins.size(); ++i) {
        const std::string field = "pins[" + std::to_string(i) + "]";
        const QJsonObject o = pins.at(i).toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        if (name.isEmpty()) return fieldError(origin, field + ".name", "expected a non-empty name");
        auto recipe = recipeAt(o, "recipe", origin, field);
        if (!recipe) return recipe.error();
        out.pins.push_back({name, std::move(*recipe)});
    }
    const QJsonArray runs = root.value(QStringLiteral("runs")).toArray();
    for (qsizetype i = 0; i < runs.size(); ++i) {
        const std::string field = "runs[" + std::to_string(i) + "]";
        const QJsonObject o = runs.at(i).toObject();
        SessionSnapshot::Run run;
        for (const QJsonValue& f : o.value(QStringLiteral("files")).toArray())
            if (f.isString() && !f.toString().isEmpty()) run.files << f.toString();
        if (run.files.isEmpty()) return fieldError(origin, field + ".files", "expected the run's files");
        if (o.contains(QStringLiteral("window"))) {
            const QJsonArray w = o.value(QStringLiteral("window")).toArray();
            if (w.size() != 2 || !w.at(0).isDouble() || !w.at(1).isDouble() || w.at(0).toInteger() > w.at(1).toInteger())
                return fieldError(origin, field + ".window", "expected [first, last] iterations");
            run.window = std::pair<int64_t, int64_t>{w.at(0).toInteger(), w.at(1).toInteger()};
        }
        if (o.contains(QStringLiteral("studio_recipe"))) {
            auto recipe = recipeAt(o, "studio_recipe", origin, field);
            if (!recipe) return recipe.error();
            run.studioRecipe = std::move(*recipe);
            run.studioRecipeName = o.value(QStringLiteral("studio_recipe_name")).toString();
            run.studioRecipeAt = QDateTime::fromString(o.value(QStringLiteral("studio_recipe_at")).toString(), Qt::ISODateWithMs);
        }
        out.runs.push_back(std::move(run));
    }
    if (root.contains(QStringLiteral("trace_files"))) {
        const QJsonValue files = root.value(QStringLiteral("trace_files"));
        if (!files.isArray()) return fieldError(origin, "trace_files", "expected a list of trace files");
        for (const QJsonValue& f : files.toArray()) {
            if (!f.isString() || f.toString().isEmpty())
                return fieldError(origin, "trace_files", "expected each entry to be a file path");
            out.traceFiles << f.toString();
        }
    }
    if (root.contains(QStringLiteral("calibration"))) {
        const QJsonObject o = root.value(QStringLiteral("calibration")).toObject();
        SessionSnapshot::CalibrationChoice choice;
        choice.name = o.value(QStringLiteral("name")).toString();
        if (choice.name.isEmpty()) return fieldError(origin, "calibration.name", "expected the calibration's name");
        for (const QJsonValue& g : o.value(QStringLiteral("fitted_on")).toArray()) choice.fittedOn << g.toString();
        const QJsonValue text = o.value(QStringLiteral("constants"));
        if (!text.isString()) return fieldError(origin, "calibration.constants", "expected calibration YAML text");
        auto constants =
            parseCalibration(text.toString().toStdString(), origin + " (calibration)", builtinCalibration());
        if (!constants) return fieldError(origin, "calibration.constants", constants.error().toString());
        choice.constants = std::move(*constants);
        out.calibration = std::move(choice);
    }
    return out;
}

}  // namespace moe::ui
