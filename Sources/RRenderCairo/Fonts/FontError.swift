/// Why fonts could not be set up.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `fonts.conf` was found in any of the places searched.
    case configurationNotFound(searched: [String])
    /// fontconfig rejected the configuration file.
    case configurationInvalid(path: String)
    /// The configuration loaded but its pinned fonts are not installed.
    case fontsMissing(path: String)
    /// A Pango or fontconfig call failed.
    case setupFailed(String)

    public var description: String {
        switch self {
        case .configurationNotFound(let searched):
            "font configuration not found (looked in \(searched.joined(separator: ", "))); set RRENDER_FONTS_CONF"
        case .configurationInvalid(let path): "\(path): fontconfig could not load this configuration"
        case .fontsMissing(let path):
            "\(path): the pinned fonts are not installed; run scripts/setup-debian.sh (or make setup)"
        case .setupFailed(let what): "font set-up failed: \(what)"
        }
    }
}
