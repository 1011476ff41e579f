/*
 * -fdiagnostics-format=sarif-stderr: every diagnostic, sparse's own and
 * the nullness checks', as a SARIF 2.1.0 log on stderr, each with its
 * rule, level and position, and its note as a related location.
 */
#define NULL ((void *)0)

struct pane { struct pane *parent; int id; };

int depth(struct pane *p)
{
	struct pane *q = p ? p->parent : NULL;

	return q->id;
}

/*
 * check-name: diagnostics as a SARIF log on stderr
 * check-command: sparse -fdiagnostics-format=sarif-stderr $file
 *
 * check-error-start
{
  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
  "version": "2.1.0",
  "runs": [ {
    "tool": { "driver": {
      "name": "sparse-safe",
      "informationUri": "man:sparse-safe(1)",
      "version": "0.1.0 (sparse 0.6.4)",
      "rules": [
        { "id": "null-deref", "shortDescription": { "text": "A pointer that may be NULL is dereferenced, or passed to a parameter that is dereferenced (-Wnull-deref)." } },
        { "id": "null-alloc", "shortDescription": { "text": "The result of an allocation that may fail is used untested (-Wnull-alloc)." } },
        { "id": "null-check-after-deref", "shortDescription": { "text": "A pointer is tested for NULL after it was dereferenced (-Wnull-check-after-deref)." } },
        { "id": "safe-deref", "shortDescription": { "text": "A pointer not proven non-NULL is dereferenced (-Wsafe-deref)." } },
        { "id": "safe-assign", "shortDescription": { "text": "A value not proven non-NULL is stored into a safe variable or field, or cast to a safe pointer (-Wsafe-assign)." } },
        { "id": "safe-arg", "shortDescription": { "text": "A value not proven non-NULL is passed to a safe or nonnull parameter (-Wsafe-arg)." } },
        { "id": "safe-return", "shortDescription": { "text": "A value not proven non-NULL is returned from a function whose result is safe (-Wsafe-return)." } },
        { "id": "safe-test", "shortDescription": { "text": "A safe pointer, or a nonnull parameter, is tested for NULL (-Wsafe-test)." } },
        { "id": "safe-cast", "shortDescription": { "text": "A NULL constant is cast to a safe pointer (-Wsafe-cast)." } },
        { "id": "safe-annotation", "shortDescription": { "text": "The safe annotation qualifies what is not a pointer, or what a pointer points to, or declarations of one thing disagree (any nullness option)." } },
        { "id": "err-deref", "shortDescription": { "text": "A pointer that may be an error pointer is dereferenced, passed to a parameter that must be valid, or stored into a safe variable or field (-Werr-deref)." } },
        { "id": "err-null-test", "shortDescription": { "text": "What a function that returns error pointers, never NULL, returned is tested for NULL, and the error pointer goes on (-Werr-null-test)." } },
        { "id": "err-is-err", "shortDescription": { "text": "What a function that returns NULL, never an error pointer, returned is tested with IS_ERR(), and the NULL goes on (-Werr-is-err)." } },
        { "id": "err-ptr-err", "shortDescription": { "text": "PTR_ERR() of a pointer that IS_ERR() found not to be an error pointer is returned as an error code (-Werr-ptr-err)." } },
        { "id": "sparse", "shortDescription": { "text": "A diagnostic of sparse's own checks." } }
      ]
    } },
    "results": [
      { "ruleId": "sparse", "ruleIndex": 14, "level": "warning",
        "message": { "text": "symbol 'depth' was not declared. Should it be static?" },
        "locations": [ { "physicalLocation": { "artifactLocation": { "uri": "sarif-stderr.c" }, "region": { "startLine": 10, "startColumn": 5 } } } ] },
      { "ruleId": "null-deref", "ruleIndex": 0, "level": "warning",
        "message": { "text": "dereference of 'q', which may be NULL." },
        "locations": [ { "physicalLocation": { "artifactLocation": { "uri": "sarif-stderr.c" }, "region": { "startLine": 14, "startColumn": 17 } } } ],
        "relatedLocations": [
          { "id": 0, "message": { "text": "'q' is NULL from here." }, "physicalLocation": { "artifactLocation": { "uri": "sarif-stderr.c" }, "region": { "startLine": 12, "startColumn": 42 } } }
        ] }
    ]
  } ]
}
 * check-error-end
 */
