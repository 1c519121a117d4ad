#pragma once
// Light or dark, chosen in View ▸ Colour Scheme and independent of the desktop's platform theme
// (which on many Linux desktops gives Qt no dark palette at all). "System" keeps what the
// platform gave; Light and Dark set an explicit palette under the Fusion style, which honours
// palettes everywhere. Charts and grids follow through QEvent::PaletteChange (plot_palette).
#include <QString>

class QMenu;
class QPalette;

namespace moe::ui {

enum class ColorScheme { System, Light, Dark };

QString colorSchemeKey(ColorScheme s);  // "system", "light", "dark" (settings values)

// The palette Light and Dark set (Fusion's standard one, and the studio's dark greys); System's
// is the platform's, which only the running application knows: the light one stands in.
QPalette colorSchemePalette(ColorScheme scheme);

// Applies `scheme` to the application and remembers it in the settings store.
void applyColorScheme(ColorScheme scheme);

// Where the platform gave Fusion (any desktop without a Qt theme, and Xvfb), the studio's Fusion:
// keyboard focus ringed in the highlight colour. Another platform style is left as it is.
void emphasiseFocusOnFusion();

// The remembered choice (System when none).
ColorScheme savedColorScheme();

// Adds View ▸ Colour Scheme (System / Light / Dark, exclusive, the current one checked) to `view`.
QMenu* addColorSchemeMenu(QMenu* view);

}  // namespace moe::ui
