/// `INIntentResponse`: what handling an intent returns.
public struct Response: Hashable, Sendable, Codable {
    /// The response's `<dict>`.
    public var location: SourceLocation
    /// `INIntentResponseCodes`, in file order.
    public var codes: [ResponseCode]
    /// `INIntentResponseParameters`, in UI order.
    public var parameters: [Parameter]
    /// `INIntentResponseLastParameterTag`.
    public var lastParameterTag: Located<Int>?
    /// `INIntentResponseOutput`: the response parameter that is the Shortcuts output.
    public var outputParameterName: Located<String>?

    /// Creates a response.
    public init(
        location: SourceLocation, codes: [ResponseCode] = [], parameters: [Parameter] = [],
        lastParameterTag: Located<Int>? = nil, outputParameterName: Located<String>? = nil
    ) {
        self.location = location
        self.codes = codes
        self.parameters = parameters
        self.lastParameterTag = lastParameterTag
        self.outputParameterName = outputParameterName
    }

    /// The codes that are not the built-in `success` and `failure`, numbered from 100 in file
    /// order as Xcode numbers them.
    public var customCodes: [ResponseCode] {
        codes.filter { !ResponseCode.builtInNames.contains($0.name) }
    }
}

/// One entry of `INIntentResponseCodes`.
public struct ResponseCode: Hashable, Sendable, Codable {
    /// `INIntentResponseCodeName`: `success`, `failure` or a custom name.
    public var name: String
    /// Where the name was read (or the dict when it is missing).
    public var nameLocation: SourceLocation
    /// The code's `<dict>`.
    public var location: SourceLocation
    /// `INIntentResponseCodeSuccess`.
    public var isSuccess: Bool
    /// `INIntentResponseCodeFormatString` and ID: the full dialog.
    public var formatString: FormatString?
    /// `INIntentResponseCodeConciseFormatString` and ID.
    public var conciseFormatString: FormatString?

    /// Creates a response code.
    public init(
        name: String, nameLocation: SourceLocation, location: SourceLocation,
        isSuccess: Bool = false, formatString: FormatString? = nil,
        conciseFormatString: FormatString? = nil
    ) {
        self.name = name
        self.nameLocation = nameLocation
        self.location = location
        self.isSuccess = isSuccess
        self.formatString = formatString
        self.conciseFormatString = conciseFormatString
    }

    /// The codes every response has, in Xcode's order and numbering (0…6).
    public static let builtInNames = [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure",
        "failureRequiringAppLaunch",
    ]

    /// The placeholder roots of the full string, then those only the concise one uses: the
    /// arguments of this code's factory.
    public var placeholderRoots: [String] {
        var seen = Set<String>()
        let all = (formatString?.placeholderRoots ?? []) + (conciseFormatString?.placeholderRoots ?? [])
        return all.filter { seen.insert($0).inserted }
    }
}
