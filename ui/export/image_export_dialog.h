#pragma once
// File ▸ Export Image… and a view's "Export image…": which picture (every exportable view of the
// window is listed, the focused one chosen) and how many pixels its PNG gets, then the save dialog.
// A review exported the grid it had clicked minutes before while looking at the memory chart, and
// found the PNGs too small for a slide: both choices are now made in the open.
#include <QDialog>
#include <QList>
#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;

namespace moe::ui {

class ImageExportHandle;

class ImageExportDialog : public QDialog {
    Q_OBJECT
public:
    ImageExportDialog(const QList<ImageExportHandle*>& pictures, ImageExportHandle* chosen, QWidget* parent);

    [[nodiscard]] ImageExportHandle* chosenPicture() const;
    [[nodiscard]] double pngScale() const;
    [[nodiscard]] QComboBox* pictureBox() const { return picture_; }
    [[nodiscard]] QComboBox* scaleBox() const { return scale_; }
    [[nodiscard]] QLabel* sizeLabel() const { return size_; }

    void accept() override;

private:
    void updateSizeText();

    QList<QPointer<ImageExportHandle>> pictures_;
    QComboBox* picture_;
    QComboBox* scale_;
    QLabel* size_;
};

}  // namespace moe::ui
