/// The imports of a file, computed from the declarations: every module whose type the code
/// names (as a ``ModuleType``, in a type, an expression, an attribute or a requirement), except
/// the standard library, plus the `--import` modules, each once and sorted (as `swift-format`'s
/// OrderedImports rule wants).
///
/// A module is imported because the file names one of its types, never because a flavor lists
/// it; a translator that names no Foundation type gets no `import Foundation`.
enum SwiftImports {
    /// The import lines' modules for `declarations`, with `options`' extra imports (each
    /// dot-separated component sanitized, so that an option can never inject code).
    static func of(_ declarations: [SwiftDeclaration], options: GenerationOptions) -> [String] {
        var modules = Set<SwiftModule>()
        for declaration in declarations { declaration.collectModules(into: &modules) }
        let extra = options.extraImports.map { module in
            module.split(separator: ".", omittingEmptySubsequences: false)
                .map { NameSanitizer.sanitize(String($0), position: .type).spelled }
                .joined(separator: ".")
        }
        return Array(Set(modules.subtracting([.swift]).map(\.rawValue) + extra)).sorted()
    }
}

extension SwiftDeclaration {
    /// Adds the modules of every type this declaration names.
    fileprivate func collectModules(into modules: inout Set<SwiftModule>) {
        switch self {
        case .nominal(let type):
            for item in type.attributes { item.collectModules(into: &modules) }
            for item in type.inheritance { item.collectModules(into: &modules) }
            for requirement in type.whereRequirements {
                switch requirement {
                case .conformance(let subject, let constraint), .sameType(let subject, let constraint):
                    subject.collectModules(into: &modules)
                    constraint.collectModules(into: &modules)
                }
            }
            for item in type.memberGroups.joined() { item.collectModules(into: &modules) }
        case .property(let property):
            for item in property.attributes { item.collectModules(into: &modules) }
            property.type?.collectModules(into: &modules)
            property.initialValue?.collectModules(into: &modules)
            switch property.accessors {
            case .getter(let statements)?:
                for item in statements { item.collectModules(into: &modules) }
            case .getterSetter(let getter, let setter)?:
                for item in getter + setter { item.collectModules(into: &modules) }
            case nil:
                break
            }
        case .function(let function):
            for item in function.attributes { item.collectModules(into: &modules) }
            for item in function.genericParameters { item.constraint?.collectModules(into: &modules) }
            for parameter in function.parameters { parameter.collectModules(into: &modules) }
            function.returnType?.collectModules(into: &modules)
            for statement in function.body ?? [] { statement.collectModules(into: &modules) }
        case .enumCase(let enumCase):
            for item in enumCase.attributes { item.collectModules(into: &modules) }
            for value in enumCase.associatedValues { value.collectModules(into: &modules) }
        case .typeAlias(let alias):
            for item in alias.attributes { item.collectModules(into: &modules) }
            alias.type.collectModules(into: &modules)
        case .conditional(let block):
            for declaration in block.clauses.flatMap({ $0.groups.joined() }) + (block.elseGroups ?? []).joined() {
                declaration.collectModules(into: &modules)
            }
        case .import, .comment:
            break
        }
    }
}

extension SwiftParameter {
    fileprivate func collectModules(into modules: inout Set<SwiftModule>) {
        type.collectModules(into: &modules)
        defaultValue?.collectModules(into: &modules)
    }
}

extension SwiftAttribute {
    fileprivate func collectModules(into modules: inout Set<SwiftModule>) {
        guard case .wrapper(let type, let arguments) = self else { return }
        type.collectModules(into: &modules)
        for argument in arguments ?? [] { argument.value.collectModules(into: &modules) }
    }
}

extension SwiftType {
    fileprivate func collectModules(into modules: inout Set<SwiftModule>) {
        switch self {
        case .module(let type):
            modules.insert(type.module)
        case .named, .contextual:
            break
        case .nested(let base, _), .optional(let base), .array(let base), .opaque(let base), .existential(let base):
            base.collectModules(into: &modules)
        case .generic(let base, let arguments):
            for item in [base] + arguments { item.collectModules(into: &modules) }
        case .dictionary(let key, let value):
            key.collectModules(into: &modules)
            value.collectModules(into: &modules)
        case .composition(let types):
            for item in types { item.collectModules(into: &modules) }
        case .escapingFunction(let parameters, let result):
            for item in parameters + [result] { item.collectModules(into: &modules) }
        }
    }
}

extension SwiftStatement {
    fileprivate func collectModules(into modules: inout Set<SwiftModule>) {
        switch self {
        case .expression(let expression), .return(let expression):
            expression.collectModules(into: &modules)
        case .variable(_, _, let type, let value):
            type?.collectModules(into: &modules)
            value?.collectModules(into: &modules)
        case .assignment(let target, let value):
            target.collectModules(into: &modules)
            value.collectModules(into: &modules)
        case .if(let condition, let body, let orElse):
            condition.collectModules(into: &modules)
            for item in body + orElse { item.collectModules(into: &modules) }
        case .switch(let subject, let cases):
            subject.collectModules(into: &modules)
            for item in cases.flatMap(\.body) { item.collectModules(into: &modules) }
        case .comment:
            break
        }
    }
}

extension SwiftExpression {
    fileprivate func collectModules(into modules: inout Set<SwiftModule>) {
        switch self {
        case .atom:
            break
        case .type(let type):
            type.collectModules(into: &modules)
        case .call(let callee, let arguments):
            callee.collectModules(into: &modules)
            for item in arguments { item.value.collectModules(into: &modules) }
        case .array(let items), .tuple(let items):
            for item in items { item.collectModules(into: &modules) }
        case .dictionary(let entries):
            for entry in entries {
                entry.key.collectModules(into: &modules)
                entry.value.collectModules(into: &modules)
            }
        case .prefixed(_, let base), .member(let base, _), .optionalMember(let base, _):
            base.collectModules(into: &modules)
        case .moduleMember(let base, let member):
            modules.insert(member.module)
            base.collectModules(into: &modules)
        case .infix(let lhs, _, let rhs):
            lhs.collectModules(into: &modules)
            rhs.collectModules(into: &modules)
        case .interpolatedString(let segments):
            for case .interpolation(let inner) in segments { inner.collectModules(into: &modules) }
        case .trailingClosures(let callee, let closures):
            callee.collectModules(into: &modules)
            for item in closures.flatMap(\.body) { item.collectModules(into: &modules) }
        }
    }
}
