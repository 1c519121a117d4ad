// Renders the application icon (packaging/icon/moe-layout-studio.svg drawn with QPainter) as PNG
// files in the freedesktop hicolor sizes, at build time, so no binary images live in git.
// Usage: moe-render-icon OUTPUT_DIR  ->  OUTPUT_DIR/<n>x<n>/apps/moe-layout-studio.png
#include <QColor>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QRectF>

#include <cstdio>

namespace {

// The design, in a 64×64 unit box (the SVG uses the same coordinates): a dark rounded tile with
// a 4×4 grid of GPUs, the top two rows in the attention colour and the bottom two in the expert
// colour, one GPU highlighted as "selected" — the folded grids of the studio.
void paintIcon(QPainter& p, int size) {
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 64.0, size / 64.0);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1f, 0x29, 0x33));
    p.drawRoundedRect(QRectF(2, 2, 60, 60), 12, 12);
    const QColor attention(0x4c, 0x9a, 0xff), experts(0xff, 0x9f, 0x43), selected(0xf5, 0xf7, 0xfa);
    for (int row = 0; row < 4; ++row)
        for (int col = 0; col < 4; ++col) {
            const bool isSelected = row == 1 && col == 2;
            p.setBrush(isSelected ? selected : (row < 2 ? attention : experts));
            p.drawRoundedRect(QRectF(10 + col * 11.5, 10 + row * 11.5, 9, 9), 2, 2);
        }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: moe-render-icon OUTPUT_DIR\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    for (int size : {16, 24, 32, 48, 64, 128, 256, 512}) {
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            paintIcon(p, size);
        }
        const QString dir = out + QString("/%1x%1/apps").arg(size);
        if (!QDir().mkpath(dir)) {
            std::fprintf(stderr, "moe-render-icon: cannot create %s\n", qPrintable(dir));
            return 1;
        }
        if (!image.save(dir + "/moe-layout-studio.png")) {
            std::fprintf(stderr, "moe-render-icon: cannot write %s/moe-layout-studio.png\n", qPrintable(dir));
            return 1;
        }
    }
    return 0;
}
