internal import CPangoCairo
import Foundation

/// The process-wide fontconfig configuration: rrender's pinned fonts from `Fonts/fonts.conf`.
///
/// It is built once and made fontconfig's current configuration, so every font map rrender
/// creates (and librsvg or poppler, which only see the current one) resolves the same families
/// to the same files: the same page gives the same pixels on every machine with the same Debian
/// packages (platform-notes Q3).
public final class FontConfiguration: @unchecked Sendable {
    // @unchecked: `config` is immutable after init and fontconfig is thread-safe since 2.11.
    let config: OpaquePointer
    /// The configuration file loaded.
    public let path: String

    /// Loads the configuration at `path`.
    public init(path: String) throws(FontError) {
        guard let config = FcConfigCreate() else { throw .setupFailed("FcConfigCreate") }
        guard FcConfigParseAndLoad(config, path, 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .configurationInvalid(path: path)
        }
        guard let fonts = FcConfigGetFonts(config, FcSetSystem), fonts.pointee.nfont > 0 else {
            FcConfigDestroy(config)
            throw .fontsMissing(path: path)
        }
        self.config = config
        self.path = path
    }

    deinit { FcConfigDestroy(config) }

    /// The configuration found by `locate()`, loaded once per process and made current.
    public static func shared() throws(FontError) -> FontConfiguration {
        try sharedResult.get()
    }

    private static let sharedResult: Result<FontConfiguration, FontError> = {
        do throws(FontError) {
            let configuration = try FontConfiguration(path: try locate())
            FcConfigSetCurrent(configuration.config)
            return .success(configuration)
        } catch {
            return .failure(error)
        }
    }()

    /// Where `fonts.conf` is looked for, in order: `$RRENDER_FONTS_CONF`; beside the executable
    /// (`fonts.conf`, `../share/rrender/fonts.conf`); the source tree this file was built from.
    public static func candidatePaths() -> [String] {
        var paths: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["RRENDER_FONTS_CONF"], !explicit.isEmpty {
            paths.append(explicit)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let binDir = executable.deletingLastPathComponent()
        paths.append(binDir.appendingPathComponent("fonts.conf").path)
        paths.append(binDir.deletingLastPathComponent().appendingPathComponent("share/rrender/fonts.conf").path)
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        paths.append(sourceRoot.appendingPathComponent("Fonts/fonts.conf").path)
        return paths
    }

    /// The first candidate path that exists.
    public static func locate() throws(FontError) -> String {
        let candidates = candidatePaths()
        guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
            throw .configurationNotFound(searched: candidates)
        }
        return found
    }
}
