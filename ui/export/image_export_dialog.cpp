#include "ui/export/image_export_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

#include "ui/export/image_export.h"

namespace moe::ui {

ImageExportDialog::ImageExportDialog(const QList<ImageExportHandle*>& pictures, ImageExportHandle* chosen,
                                     QWidget* parent)
    : QDialog(parent), picture_(new QComboBox(this)), scale_(new QComboBox(this)), size_(new QLabel(this)) {
    setWindowTitle(tr("Export Image"));
    setObjectName(QStringLiteral("imageExportDialog"));
    picture_->setObjectName(QStringLiteral("imageExport.picture"));
    scale_->setObjectName(QStringLiteral("imageExport.scale"));
    size_->setObjectName(QStringLiteral("imageExport.size"));
    size_->setWordWrap(true);
    for (ImageExportHandle* p : pictures) {
        pictures_.append(p);
        picture_->addItem(p->title());
    }
    const qsizetype at = pictures.indexOf(chosen);
    picture_->setCurrentIndex(at < 0 ? 0 : static_cast<int>(at));
    for (int factor : {1, 2, 3, 4}) scale_->addItem(tr("%1× the view's pixels").arg(factor), factor);
    if (ImageExportHandle* p = chosenPicture()) {
        const int preferred = static_cast<int>(std::lround(defaultPngScale(p->source())));
        scale_->setCurrentIndex(std::clamp(preferred, 1, 4) - 1);
    }

    auto* form = new QFormLayout;
    form->addRow(tr("&Picture:"), picture_);
    form->addRow(tr("PNG si&ze:"), scale_);  // &S is Save As
    form->addRow(QString(), size_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* save = buttons->addButton(tr("&Save As…"), QDialogButtonBox::AcceptRole);
    save->setObjectName(QStringLiteral("imageExport.save"));
    save->setDefault(true);
    save->setEnabled(!pictures_.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(picture_, &QComboBox::currentIndexChanged, this, &ImageExportDialog::updateSizeText);
    connect(scale_, &QComboBox::currentIndexChanged, this, &ImageExportDialog::updateSizeText);
    updateSizeText();
    picture_->setFocus();
}

ImageExportHandle* ImageExportDialog::chosenPicture() const {
    return pictures_.value(picture_->currentIndex()).data();
}

double ImageExportDialog::pngScale() const { return scale_->currentData().toDouble(); }

void ImageExportDialog::updateSizeText() {
    ImageExportHandle* p = chosenPicture();
    const QSize logical = p ? imagePictureSize(p->source()) : QSize();
    if (logical.isEmpty()) {
        size_->setText(tr("This picture has nothing to draw yet."));
        return;
    }
    const double scale = pngScale();
    // The caption strip under the picture adds a line or two to the height.
    size_->setText(tr("PNG: %1 × %2 pixels plus the caption; SVG and PDF are vector drawings at any size.")
                       .arg(locale().toString(std::lround(logical.width() * scale)),
                            locale().toString(std::lround(logical.height() * scale))));
}

void ImageExportDialog::accept() {
    QPointer<ImageExportHandle> picture = chosenPicture();
    const double scale = pngScale();
    QDialog::accept();
    // The save dialog after this one has closed, so the two are never stacked.
    QTimer::singleShot(0, picture, [picture, scale] {
        if (picture) picture->saveWithFileDialog(scale);
    });
}

}  // namespace moe::ui
