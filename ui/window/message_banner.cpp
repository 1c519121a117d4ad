#include "ui/window/message_banner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace moe::ui {

MessageBanner::MessageBanner(QWidget* parent) : QFrame(parent), label_(new QLabel(this)) {
    setObjectName(QStringLiteral("messageBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, QColor(0xfb, 0xe3, 0xe4));
    pal.setColor(QPalette::WindowText, QColor(0x5c, 0x0b, 0x12));
    setPalette(pal);

    label_->setWordWrap(true);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);  // users paste these into bug reports
    label_->setTextFormat(Qt::PlainText);

    auto* close = new QToolButton(this);
    close->setObjectName(QStringLiteral("messageBannerClose"));
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(label_, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    hide();
}

void MessageBanner::showError(const QString& title, const QString& details) {
    label_->setText(title + QLatin1Char('\n') + details);
    show();
}

QString MessageBanner::text() const { return label_->text(); }

}  // namespace moe::ui
