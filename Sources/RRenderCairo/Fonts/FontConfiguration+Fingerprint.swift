internal import CPangoCairo
import Foundation

extension FontConfiguration {
    /// What decides which fonts this configuration gives, as text: the bytes of `fonts.conf`
    /// (and of the files added after it, `pdf-fonts.conf` for the PDF configuration) and, for
    /// every font file it pinned, its path, size and modification time. A font package upgraded
    /// or a configuration edited changes it (the pagination cache keys on it).
    public func fingerprint() -> String {
        var lines: [String] = []
        for file in [path] + addedPaths {
            lines += [file, (try? String(contentsOfFile: file, encoding: .utf8)) ?? "(unreadable)"]
        }
        var files: Set<String> = []
        if let fonts = FcConfigGetFonts(config, FcSetSystem) {
            for index in 0..<Int(fonts.pointee.nfont) {
                var file: UnsafeMutablePointer<FcChar8>?
                if let pattern = fonts.pointee.fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch,
                    let file
                {
                    files.insert(String(cString: file))
                }
            }
        }
        for file in files.sorted() {
            var info = stat()
            let known = stat(file, &info) == 0
            lines.append(
                "\(file) \(known ? info.st_size : -1) \(known ? info.st_mtim.tv_sec : 0).\(known ? info.st_mtim.tv_nsec : 0)")
        }
        return lines.joined(separator: "\n")
    }
}
