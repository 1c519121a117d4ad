#pragma once
// Most-recently-used recipe files, newest first, persisted in QSettings and shared by every
// window of the process through the settings store.
#include <QObject>
#include <QStringList>

namespace moe::ui {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxEntries = 10;

    explicit RecentFiles(QObject* parent = nullptr);

    [[nodiscard]] QStringList files() const { return files_; }
    // Moves `path` (made absolute) to the front, dropping duplicates and the oldest beyond 10.
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

signals:
    void changed();

private:
    void store();

    QStringList files_;
};

}  // namespace moe::ui
