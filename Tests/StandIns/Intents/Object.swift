/// Stand-in for `INSpeakable`: something Siri can say and recognize.
///
/// Deliberately without `alternativeSpeakableMatches`: Objective-C lets `INObject` narrow that
/// requirement's element type, which a Swift conformance cannot express.
@objc public protocol INSpeakable: NSObjectProtocol {
    var spokenPhrase: String { get }
    var pronunciationHint: String? { get }
    var vocabularyIdentifier: String? { get }
}

/// Stand-in for `INObject`, the base class of the custom types Xcode generates.
@objc open class INObject: NSObject, INSpeakable, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithIdentifier:displayString:pronunciationHint:)
    public init(identifier: String?, display displayString: String, pronunciationHint: String?) { super.init() }

    @objc(initWithIdentifier:displayString:)
    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    @objc(initWithIdentifier:displayString:subtitleString:displayImage:)
    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    @objc(initWithIdentifier:displayString:pronunciationHint:subtitleString:displayImage:)
    public convenience init(
        identifier: String?, display displayString: String, pronunciationHint: String?, subtitle subtitleString: String?,
        image displayImage: INImage?
    ) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
    }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var identifier: String? { fatalError("stand-in") }
    @objc open var displayString: String { fatalError("stand-in") }
    @objc open var pronunciationHint: String? { fatalError("stand-in") }
    @objc open var subtitleString: String?
    @objc open var displayImage: INImage?
    @objc open var alternativeSpeakableMatches: [INSpeakableString]?
    @objc open var spokenPhrase: String { fatalError("stand-in") }
    @objc open var vocabularyIdentifier: String? { fatalError("stand-in") }
}

/// Stand-in for `INSpeakableString`.
@objc open class INSpeakableString: NSObject, INSpeakable, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError("stand-in") }

    @objc(initWithVocabularyIdentifier:spokenPhrase:pronunciationHint:)
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) { super.init() }

    @objc(initWithSpokenPhrase:)
    public convenience init(spokenPhrase: String) {
        self.init(vocabularyIdentifier: "", spokenPhrase: spokenPhrase, pronunciationHint: nil)
    }

    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }

    @objc open var spokenPhrase: String { fatalError("stand-in") }
    @objc open var pronunciationHint: String? { fatalError("stand-in") }
    @objc open var vocabularyIdentifier: String? { fatalError("stand-in") }
    @objc open var alternativeSpeakableMatches: [INSpeakable]? { fatalError("stand-in") }
}

/// Stand-in for `INImage`.
@objc open class INImage: NSObject, NSCopying, NSSecureCoding {
    @objc(imageNamed:) public convenience init(named name: String) { self.init() }
    @objc(imageWithImageData:) public convenience init(imageData: Data) { self.init() }
    @objc(imageWithURL:) public convenience init?(url URL: URL) { self.init() }
    @objc(imageWithURL:width:height:) public convenience init?(url URL: URL, width: Double, height: Double) { self.init() }
    @objc(systemImageNamed:) open class func systemImageNamed(_ systemImageName: String) -> Self { fatalError("stand-in") }

    public override init() { super.init() }
    @objc(initWithCoder:) public required init?(coder: NSCoder) { super.init() }
    @objc(encodeWithCoder:) open func encode(with coder: NSCoder) {}
    @objc open class var supportsSecureCoding: Bool { true }
    @objc(copyWithZone:) open func copy(with zone: NSZone? = nil) -> Any { self }
}
