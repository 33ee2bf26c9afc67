import Foundation
import RRenderCore

extension Publication {
    /// Opens the EPUB file at `path`.
    ///
    /// Throws `fileNotFound`/`unreadable` (unreadable input) or `notAZip`, `missingContainer`,
    /// `malformedPackage` (malformed publication). Lesser problems become `diagnostics`.
    public static func open(path: String, options: OpenOptions = OpenOptions()) throws(PublicationError) -> Publication {
        let container = try ZIPContainer(path: path, sizeLimit: options.resourceSizeLimit)
        return try open(container: container, file: path, options: options)
    }

    /// Opens an EPUB held in memory; `name` is used in messages.
    public static func open(
        data: Data, name: String, options: OpenOptions = OpenOptions()
    ) throws(PublicationError) -> Publication {
        let container = try ZIPContainer(data: data, name: name, sizeLimit: options.resourceSizeLimit)
        return try open(container: container, file: name, options: options)
    }

    /// Opens the EPUB whose files `container` holds; `file` names it in error messages. The
    /// container applies its own size limit (`options.resourceSizeLimit` is not used here).
    public static func open(
        container: any Container, file: String? = nil,
        options: OpenOptions = OpenOptions()
    ) throws(PublicationError) -> Publication {
        try EPUBParser(container: container, file: file ?? container.name).parse(options: options)
    }
}
