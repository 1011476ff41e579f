/*
 * Names for messages: see names.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <ctype.h>
#include <string.h>

#include "lib.h"
#include "token.h"
#include "expression.h"
#include "linearize.h"
#include "symbol.h"

#include "annotations.h"
#include "names.h"
#include "source.h"

#define NAME_MAX_LEN	120

struct namebuf {
	char buf[NAME_MAX_LEN + 4];
	int len;
};

static void put(struct namebuf *safe nb, const char *safe fmt, ...)
{
	va_list args;
	int room = NAME_MAX_LEN - nb->len;

	if (room <= 0)
		return;
	va_start(args, fmt);
	nb->len += vsnprintf(nb->buf + nb->len, room + 1, fmt, args);
	va_end(args);
	if (nb->len > NAME_MAX_LEN) {
		nb->len = NAME_MAX_LEN;
		strcpy(nb->buf + nb->len, "...");
	}
}

static struct symbol *base_type(struct symbol *type)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type;
}

static void name_expr(struct namebuf *safe nb, struct expression *expr, int depth);

// An address as evaluate makes it: a root, a constant offset and scaled
// indexes ('p + 8 + i * 16'), read back as members and elements.
#define MAX_TERMS 8

struct address {
	struct expression *root;
	long long offset;
	int nr;
	struct { struct expression *index; long long scale; } terms[MAX_TERMS];
};

static bool split_address(struct address *safe a, struct expression *safe addr, int depth)
{
	struct expression *right = addr->right;

	if (addr->type != EXPR_BINOP || addr->op != '+' || !addr->left || !right ||
	    !addr->left->ctype || !is_pointer(addr->left->ctype)) {
		a->root = addr;
		return true;
	}
	if (depth > 16 || !split_address(a, addr->left, depth + 1))
		return false;
	if (right->type == EXPR_VALUE) {
		a->offset += right->value;
		return true;
	}
	if (a->nr == MAX_TERMS)
		return false;
	if (right->type == EXPR_BINOP && right->op == '*' && right->left && right->right &&
	    right->right->type == EXPR_VALUE) {
		a->terms[a->nr].index = right->left;
		a->terms[a->nr++].scale = right->right->value;
	} else {
		a->terms[a->nr].index = right;
		a->terms[a->nr++].scale = 1;
	}
	return true;
}

static long long size_of(struct symbol *type)
{
	type = base_type(type);
	return type ? bits_to_bytes(type->bit_size) : 0;
}

// an element of @size: by an index scaled so, or by the offset
static bool element(struct namebuf *safe nb, struct address *safe a, long long size, int depth)
{
	int i;

	if (size <= 0)
		return false;
	for (i = 0; i < a->nr; i++) {
		if (a->terms[i].index && a->terms[i].scale == size) {
			put(nb, "[");
			name_expr(nb, a->terms[i].index, depth + 1);
			put(nb, "]");
			a->terms[i].index = NULL;
			return true;
		}
	}
	put(nb, "[%lld]", a->offset / size);
	a->offset %= size;
	return true;
}

static bool term_of_scale(struct address *safe a, long long scale)
{
	int i;

	for (i = 0; i < a->nr; i++) {
		if (a->terms[i].index && a->terms[i].scale == scale)
			return true;
	}
	return false;
}

static bool terms_left(struct address *safe a)
{
	int i;

	for (i = 0; i < a->nr; i++) {
		if (a->terms[i].index)
			return true;
	}
	return false;
}

// the member of the struct or union @type at @a's offset; @member, the
// accessed member's node, where it is there
// Has @type (a struct or union) a member @ident at @offset, maybe within
// anonymous members?
static bool has_member(struct symbol *type, struct ident *safe ident, long long offset, int depth)
{
	struct symbol *m;

	type = base_type(type);
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION) || depth > 8)
		return false;
	FOR_EACH_PTR(type->symbol_list, m) {
		if (m->ident == ident && m->offset == offset)
			return true;
		if (!m->ident && has_member(m, ident, offset - m->offset, depth + 1))
			return true;
	} END_FOR_EACH_PTR(m);
	return false;
}

static struct symbol *member_at(struct symbol *safe type, struct address *safe a,
	struct symbol *member)
{
	struct symbol *m, *found = NULL;

	FOR_EACH_PTR(type->symbol_list, m) {
		long long rest = a->offset - m->offset;

		// the member accessed, or the anonymous one it is in
		if (member && member->ident && !terms_left(a) &&
		    ((m->ident == member->ident && !rest) ||
		     (!m->ident && has_member(m, member->ident, rest, 0))))
			return m;
		if (!found && rest >= 0 && (rest < size_of(m) || (!rest && !size_of(m))))
			found = m;
	} END_FOR_EACH_PTR(m);
	return found;
}

// '*addr' of the type @member (a member's node, or the type accessed), as
// written: 'ci->home', 'ci.comm[2]', 'map[i][0]'
static bool name_address(struct namebuf *safe nb, struct expression *safe addr,
	struct symbol *member, int depth)
{
	struct address a = { NULL, 0, 0 };
	struct expression *root, *object;
	struct symbol *type, *access = base_type(member);
	bool through = false;			// 'p->m', not 'x.m'
	int steps;

	if (!split_address(&a, addr, 0) || !(root = a.root) || !root->ctype)
		return false;
	if (root->type == EXPR_SYMBOL) {
		// a variable's address: the variable
		name_expr(nb, root, depth + 1);
		type = root->symbol;
	} else if (root->type == EXPR_PREOP && root->op == '&' && (object = root->unop)) {
		name_expr(nb, object, depth + 1);
		type = object->ctype;
	} else {
		struct symbol *ptr = base_type(root->ctype);
		int start = nb->len;

		if (!ptr || ptr->type != SYM_PTR)
			return false;
		name_expr(nb, root, depth + 1);
		// '(*pp)->m', not '*pp->m'
		if (nb->buf[start] == '*' && nb->len < NAME_MAX_LEN) {
			memmove(nb->buf + start + 1, nb->buf + start, nb->len - start + 1);
			nb->buf[start] = '(';
			nb->len++;
			put(nb, ")");
		}
		type = ptr->ctype.base_type;
		// 'p[i]': an index of the pointer's own size
		if (size_of(type) > 0 &&
		    (term_of_scale(&a, size_of(type)) || a.offset >= size_of(type))) {
			if (!element(nb, &a, size_of(type), depth))
				return false;
		} else {
			through = true;
		}
	}
	for (steps = 0; steps < 16; steps++) {
		struct symbol *t = base_type(type), *m;

		if (!t)
			return false;
		if (!a.offset && !terms_left(&a) && access &&
		    (t == access || (t->type != SYM_STRUCT && t->type != SYM_UNION &&
				     t->type != SYM_ARRAY && size_of(t) == size_of(access)))) {
			if (through)
				return false;	// '*p' is not a member
			return true;
		}
		if (t->type == SYM_STRUCT || t->type == SYM_UNION) {
			m = member_at(t, &a, member);
			if (!m)
				return false;
			// an anonymous member is looked into, unnamed
			if (m->ident)
				put(nb, "%s%s", through ? "->" : ".", show_ident(m->ident));
			a.offset -= m->offset;
			through = through && !m->ident;
			type = m;
			if (member && m->ident && m->ident == member->ident && !a.offset && !terms_left(&a))
				return true;
			continue;
		}
		if (t->type == SYM_ARRAY) {
			if (!element(nb, &a, size_of(t->ctype.base_type), depth))
				return false;
			type = t->ctype.base_type;
			continue;
		}
		return false;
	}
	return false;
}

// '&...' for @addr, the address of a member or an element (a '+' that
// sparse made of it), if it names one: 'd->views + view * 24 + 0' is
// '&d->views[view].head'
static bool name_address_of(struct namebuf *safe nb, struct expression *safe addr, int depth)
{
	struct symbol *ptr = base_type(addr->ctype);
	int len = nb->len;

	if (addr->op != '+' || !ptr || ptr->type != SYM_PTR || !ptr->ctype.base_type)
		return false;
	put(nb, "&");
	if (name_address(nb, addr, ptr->ctype.base_type, depth) && nb->len > len + 1)
		return true;
	nb->len = len;
	nb->buf[len] = '\0';
	return false;
}

// '*addr', with the type @ctype: a member, an element, or a plain '*'
static void name_deref(struct namebuf *safe nb, struct expression *safe expr, int depth)
{
	struct expression *addr = expr->unop;
	int len = nb->len;

	// a variable is '*&var'
	if (!addr || addr->type == EXPR_SYMBOL) {
		name_expr(nb, addr, depth + 1);
		return;
	}
	if (name_address(nb, addr, expr->ctype, depth))
		return;
	nb->len = len;
	nb->buf[len] = '\0';
	put(nb, "*");
	name_expr(nb, addr, depth + 1);
}

static void name_expr(struct namebuf *safe nb, struct expression *expr, int depth)
{
	if (!expr || depth > 16) {
		put(nb, "expression");
		return;
	}
	switch (expr->type) {
	case EXPR_SYMBOL:
		if (expr->symbol && expr->symbol->ident)
			put(nb, "%s", show_ident(expr->symbol->ident));
		else
			put(nb, "expression");
		return;
	case EXPR_VALUE:
		if (!expr->value && expr->ctype && is_pointer(expr->ctype))
			put(nb, "NULL");
		else
			put(nb, "%lld", (long long)expr->value);
		return;
	case EXPR_STRING:
		put(nb, "string");
		return;
	case EXPR_PREOP:
		if (expr->op == '*') {
			name_deref(nb, expr, depth);
			return;
		}
		if (expr->op == '(') {
			name_expr(nb, expr->unop, depth + 1);
			return;
		}
		put(nb, "%s", show_special(expr->op));
		name_expr(nb, expr->unop, depth + 1);
		return;
	case EXPR_POSTOP:
		// 'p++' is the value of 'p'
		name_expr(nb, expr->unop, depth + 1);
		return;
	case EXPR_DEREF:
		name_expr(nb, expr->deref, depth + 1);
		put(nb, "->%s", show_ident(expr->member));
		return;
	case EXPR_CAST:
	case EXPR_IMPLIED_CAST:
	case EXPR_FORCE_CAST:
		name_expr(nb, expr->cast_expression, depth + 1);
		return;
	case EXPR_CALL:
		name_expr(nb, expr->fn, depth + 1);
		put(nb, "()");
		return;
	case EXPR_ASSIGNMENT:
		name_expr(nb, expr->left, depth + 1);
		return;
	case EXPR_BINOP:
		// '&d->views[i].head', '&p->attrs': an address, as written
		if (name_address_of(nb, expr, depth))
			return;
		name_expr(nb, expr->left, depth + 1);
		put(nb, " %s ", show_special(expr->op));
		name_expr(nb, expr->right, depth + 1);
		return;
	default:
		put(nb, "expression");
	}
}

static struct namebuf namebuf;

const char *safe expression_name(struct expression *expr)
{
	namebuf.len = 0;
	namebuf.buf[0] = '\0';
	name_expr(&namebuf, expr, 0);
	return namebuf.buf;
}

static const char *parameter_name(struct entrypoint *ep, int nr)
{
	struct symbol *fn = function_type(ep ? ep->name : NULL);
	struct symbol *arg;

	if (!fn)
		return NULL;
	FOR_EACH_PTR(fn->arguments, arg) {
		if (--nr == 0)
			return arg->ident ? show_ident(arg->ident) : NULL;
	} END_FOR_EACH_PTR(arg);
	return NULL;
}

// 'c ? a : b', each part named as pseudo_name() does
static const char *select_name(struct instruction *safe sel, const char *fallback)
{
	char parts[3][NAME_MAX_LEN + 4];
	pseudo_t src[3] = { sel->src1, sel->src2, sel->src3 };
	int i;

	for (i = 0; i < 3; i++) {
		const char *name = pseudo_name(src[i], NULL);

		if (!name)
			return fallback;
		snprintf(parts[i], sizeof(parts[i]), "%s", name);
	}
	namebuf.len = 0;
	put(&namebuf, "%s ? %s : %s", parts[0], parts[1], parts[2]);
	return namebuf.buf;
}

const char *pseudo_name(pseudo_t p, const char *fallback)
{
	int depth;

	for (depth = 0; p && depth < 8; depth++) {
		struct instruction *def;

		switch (p->type) {
		case PSEUDO_VAL:
			if (!p->value)
				return "NULL";
			snprintf(namebuf.buf, sizeof(namebuf.buf), "%lld", p->value);
			return namebuf.buf;
		case PSEUDO_SYM:
			if (p->sym && p->sym->ident) {
				snprintf(namebuf.buf, sizeof(namebuf.buf), "&%s",
					 show_ident(p->sym->ident));
				return namebuf.buf;
			}
			return fallback;
		case PSEUDO_ARG:
			def = p->def;
			return parameter_name(def && def->bb ? def->bb->ep : NULL, p->nr) ?: fallback;
		case PSEUDO_REG:
			def = p->def;
			if (p->ident)
				return show_ident(p->ident);
			if (!def)
				return fallback;
			switch (def->opcode) {
			case OP_LOAD:
				if (def->lvalue)
					return expression_name(def->lvalue);
				return fallback;
			case OP_CALL:
				if (def->func && def->func->type == PSEUDO_SYM &&
				    def->func->sym && def->func->sym->ident) {
					snprintf(namebuf.buf, sizeof(namebuf.buf), "%s()",
						 show_ident(def->func->sym->ident));
					return namebuf.buf;
				}
				return fallback;
			case OP_PTRCAST: case OP_UTPTR: case OP_PTRTU:
			case OP_ZEXT: case OP_SEXT: case OP_COPY:
				p = def->src;
				continue;
			case OP_SEL:
				return select_name(def, fallback);
			}
			return fallback;
		default:
			return fallback;
		}
	}
	return fallback;
}

bool written_null(struct position pos)
{
	const char *src;
	long length, at;

	src = source_text(pos.stream, &length);
	at = src ? source_offset(src, length, pos.line, pos.pos) : -1;
	return src && at >= 0 && at + 4 <= length && !strncmp(src + at, "NULL", 4) &&
	       !isalnum((unsigned char)src[at + 4]) && src[at + 4] != '_';
}

const char *safe function_name(struct symbol *safe fn)
{
	static char text[NAME_MAX_LEN + 4];
	const char *name = fn->ident ? show_ident(fn->ident) : "function";
	const char *src, *c;
	struct symbol *def = fn->definition ? fn->definition : fn;
	struct position pos = def->pos;
	long length, at;
	int depth = 0;
	size_t n = 0;

	if (!pos.macro || pos.sysmacro)
		return name;
	// the macro's invocation, where its body's tokens are: 'DEF_CMD(foo)'
	src = source_text(pos.stream, &length);
	at = src ? source_offset(src, length, pos.line, pos.pos) : -1;
	if (!src || at < 0 || !(isalpha((unsigned char)src[at]) || src[at] == '_') ||
	    !strncmp(src + at, name, strlen(name)))
		return name;
	for (c = src + at; *c && n + 2 < sizeof(text); c++) {
		if (*c == '\n' || (!depth && (*c == ';' || *c == '{')))
			break;
		if (*c == '(') {
			depth++;
		} else if (*c == ')' && !--depth) {
			text[n++] = *c;
			text[n] = '\0';
			return text;
		}
		if (isspace((unsigned char)*c)) {
			if (n && text[n - 1] != ' ')
				text[n++] = ' ';
			continue;
		}
		text[n++] = *c;
	}
	return name;
}

const char *safe callee_name(struct instruction *safe call)
{
	pseudo_t func = call->func;
	const char *name;

	// the name the call was written with
	if (func && func->type == PSEUDO_SYM && func->sym && func->sym->ident)
		return show_ident(func->sym->ident);
	name = pseudo_name(func, NULL);
	return name ? name : "function pointer";
}

// the last line of @stmt, as far as its statements say
static int last_line(struct statement *stmt, int depth)
{
	struct statement *last;
	int a, b;

	if (!stmt || depth > 32)
		return 0;
	switch (stmt->type) {
	case STMT_COMPOUND:
		last = last_ptr_list((struct ptr_list *)stmt->stmts);
		a = last_line(last, depth + 1);
		return a > (int)stmt->pos.line ? a : stmt->pos.line;
	case STMT_IF:
		a = last_line(stmt->if_true, depth + 1);
		b = last_line(stmt->if_false, depth + 1);
		return a > b ? a : b;
	case STMT_ITERATOR:
		a = last_line(stmt->iterator_statement, depth + 1);
		return a > (int)stmt->pos.line ? a : stmt->pos.line;
	default:
		return stmt->pos.line;
	}
}

// Is @pos in the body of the inline function @fn?
static bool in_body(struct symbol *fn, struct position pos)
{
	struct symbol *type = fn ? fn->ctype.base_type : NULL;
	struct statement *body = type ? type->inline_stmt : NULL;

	if (!body || body->pos.stream != pos.stream || pos.line < body->pos.line)
		return false;
	return (int)pos.line <= last_line(body, 0);
}

struct instruction *written_call(struct instruction *safe call)
{
	struct basic_block *bb = call->bb, *b;
	struct instruction *outer = NULL, *insn;
	struct position at = call->pos;
	bool after = false;
	int seen = 0;

	if (!bb || !bb->ep)
		return NULL;
	// sparse puts an inlined call's mark after its body: the marks after
	// @call whose body holds where the call (or the inlined call inside)
	// is written
	FOR_EACH_PTR(bb->ep->bbs, b) {
		if (b == bb)
			after = true;
		if (!after)
			continue;
		FOR_EACH_PTR(b->insns, insn) {
			struct symbol *fn;

			if (insn == call)
				seen = 1;
			if (!seen || !insn->bb || insn->opcode != OP_INLINED_CALL ||
			    passes_inlined(insn) || seen++ > 4096)
				continue;
			fn = insn->func && insn->func->type == PSEUDO_SYM ? insn->func->sym : NULL;
			if (in_body(fn, at)) {
				outer = insn;
				at = insn->pos;
			}
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(b);
	return outer;
}

const char *safe stored_name(struct instruction *safe store)
{
	pseudo_t addr = store->src;

	if (memop_lvalue(store))
		return expression_name(memop_lvalue(store));
	if (addr && addr->type == PSEUDO_SYM && addr->sym && addr->sym->ident)
		return show_ident(addr->sym->ident);
	return "lvalue";
}

const char *safe dereferenced_name(struct instruction *safe memop)
{
	struct expression *expr = memop_lvalue(memop);
	const char *name;

	if (expr && expr->type == EXPR_PREOP && expr->op == '*' && expr->unop) {
		struct expression *base = address_base(expr->unop), *init;
		int depth;

		// an inlined helper's parameter is what the caller passed:
		// 'addr[n]' in test_bit(n, &grp->state) is a use of 'grp'
		for (depth = 0; depth < 8; depth++) {
			struct expression *var = base->type == EXPR_PREOP && base->op == '*' ?
				base->unop : NULL;
			struct symbol *sym = var && var->type == EXPR_SYMBOL ? var->symbol : NULL;

			if (!sym || !sym->inlined_fn || !(init = sym->initializer))
				break;
			while (init->type == EXPR_IMPLIED_CAST || init->type == EXPR_CAST ||
			       init->type == EXPR_FORCE_CAST) {
				if (!init->cast_expression)
					break;
				init = init->cast_expression;
			}
			base = address_base(init);
		}
		return expression_name(base);
	}
	name = pseudo_name(memop->src, NULL);
	return name ? name : "pointer";
}

// the operand that an expression's source text begins with, if any
static struct expression *first_operand(struct expression *safe expr)
{
	switch (expr->type) {
	case EXPR_PREOP:
	case EXPR_POSTOP:
		return expr->unop;
	case EXPR_BINOP:
	case EXPR_COMMA:
	case EXPR_COMPARE:
	case EXPR_LOGICAL:
	case EXPR_ASSIGNMENT:
		return expr->left;
	case EXPR_DEREF:
		return expr->deref;
	case EXPR_CALL:
		return expr->fn;
	case EXPR_CONDITIONAL:
	case EXPR_SELECT:
		return expr->conditional;
	case EXPR_CAST:
	case EXPR_IMPLIED_CAST:
	case EXPR_FORCE_CAST:
		return expr->cast_expression;
	default:
		return NULL;
	}
}

static bool before(struct position a, struct position b)
{
	return a.line < b.line || (a.line == b.line && a.pos < b.pos);
}

struct position expression_start(struct expression *safe expr)
{
	struct position start = expr->pos;
	struct expression *op;
	int depth;

	// evaluate rewrites 'ci->home' as '*(ci + 8)' at the '->': the
	// leftmost operand in the same file, written before, is the start
	for (op = first_operand(expr), depth = 0; op && depth < 32; op = first_operand(op), depth++) {
		if (op->pos.stream == start.stream && op->pos.line && before(op->pos, start))
			start = op->pos;
	}
	return start;
}

// The text of the argument @nr (from 1) of the call whose '(' is @paren,
// in a source file's text, white space collapsed; false where the text is
// too long or spans too many lines.
static bool copy_argument(const char *safe paren, int nr, char *safe buf, size_t size)
{
	const char *c;
	unsigned int lines = 0;
	int depth = 0, arg = 1;
	size_t len = 0;
	bool found = false, quote = false;
	char delim = 0;

	if (size < 2 || *paren != '(')
		return false;
	for (c = paren + 1; *c && !found && lines <= 8; c++) {
		if (*c == '\n')
			lines++;
		if (quote) {
			if (*c == '\\' && c[1])
				c++;
			else if (*c == delim)
				quote = false;
		} else if (*c == '"' || *c == '\'') {
			quote = true;
			delim = *c;
		} else if (*c == '(' || *c == '[' || *c == '{') {
			depth++;
		} else if ((*c == ')' || *c == ']' || *c == '}') && depth) {
			depth--;
		} else if (*c == ')' || (*c == ',' && !depth)) {
			if (arg == nr) {
				found = true;
				break;
			}
			if (*c == ')')
				break;
			arg++;
			continue;
		}
		if (arg != nr || len + 2 >= size)
			continue;
		if (isspace((unsigned char)*c)) {
			if (len && buf[len - 1] != ' ')
				buf[len++] = ' ';
			continue;
		}
		buf[len++] = *c;
	}
	while (len && buf[len - 1] == ' ')
		len--;
	buf[len] = '\0';
	return found && len && len + 2 < size;
}

// The text of the argument @nr (from 1) of the call whose '(' is at
// @open, read back from the source file (see copy_argument()); false
// where the '(' is not there (a macro's body made it).
static bool argument_text(struct position open, int nr, char *safe buf, size_t size)
{
	const char *text;
	long length, at;

	if (open.macro || open.sysmacro)
		return false;
	text = source_text(open.stream, &length);
	at = text ? source_offset(text, length, open.line, open.pos) : -1;
	if (!text || at < 0)
		return false;
	return copy_argument(text + at, nr, buf, size);
}

static bool word_at(const char *safe c, const char *safe word, size_t len, const char *safe text)
{
	return !strncmp(c, word, len) && !(isalnum((unsigned char)c[len]) || c[len] == '_') &&
	       (c == text || !(isalnum((unsigned char)c[-1]) || c[-1] == '_'));
}

// the number (from 1) of the parameter of the macro @sym that its body,
// as its definition's text has it, initializes the local @local with
// ('T *local = (arg);'), or 0
static int initializing_argument(struct symbol *safe sym, struct ident *safe local)
{
	const char *text, *c, *end, *param, *paren;
	const char *name = show_ident(local);
	size_t len = strlen(name);
	long length, at;
	int nr = 0, lines = 0;

	text = source_text(sym->pos.stream, &length);
	at = text ? source_offset(text, length, sym->pos.line, sym->pos.pos) : -1;
	if (!text || at < 0)
		return 0;
	// the body: after the parameters, to the end of the line not continued
	paren = strchr(text + at, '(');
	end = paren ? strchr(paren, ')') : NULL;
	if (!paren || !end)
		return 0;
	for (c = end + 1; *c && lines < 64; c++) {
		if (*c == '\n' && c[-1] != '\\')
			return 0;
		lines += *c == '\n';
		if (!word_at(c, name, len, text))
			continue;
		// 'local = (param)' or 'local safe = param'
		for (c += len; *c && *c != '=' && *c != ';' && *c != '\n'; c++)
			;
		if (*c != '=')
			return 0;
		for (c++; *c == ' ' || *c == '\t' || *c == '('; c++)
			;
		// which parameter it is
		for (param = paren + 1; param < end; ) {
			const char *p_end;

			while (param < end && !(isalnum((unsigned char)*param) || *param == '_'))
				param++;
			for (p_end = param; p_end < end && (isalnum((unsigned char)*p_end) || *p_end == '_'); p_end++)
				;
			if (p_end == param)
				break;
			nr++;
			if (word_at(c, param, p_end - param, text)) {
				// the whole initializer: '(ptr);', not '(h)->first;'
				for (c += p_end - param; *c == ' ' || *c == '\t' || *c == ')'; c++)
					;
				return *c == ';' || *c == ',' ? nr : 0;
			}
			param = p_end;
		}
		return 0;
	}
	return 0;
}

int macro_argument(struct position at, struct ident *safe local, char *safe macro,
	size_t msize, char *safe buf, size_t size)
{
	const char *text, *c;
	struct symbol *sym;
	long length, where;
	size_t n;
	int nr;

	if (at.sysmacro || msize < 2 || size < 2)
		return 0;
	text = source_text(at.stream, &length);
	where = text ? source_offset(text, length, at.line, at.pos) : -1;
	if (!text || where < 0)
		return 0;
	// the macro's name, as written, and its '('
	for (c = text + where, n = 0; (isalnum((unsigned char)*c) || *c == '_') && n + 1 < msize; c++)
		macro[n++] = *c;
	macro[n] = '\0';
	while (isspace((unsigned char)*c))
		c++;
	if (!n || *c != '(')
		return 0;
	sym = lookup_symbol(built_in_ident(macro), NS_MACRO);
	nr = sym && sym->namespace == NS_MACRO ? initializing_argument(sym, local) : 0;
	return nr && copy_argument(c, nr, buf, size) ? nr : 0;
}

const char *safe argument_name(struct instruction *safe call, int nr, pseudo_t value)
{
	struct expression *arg = written_argument(call, nr), *written = call->call_expr;
	static char text[NAME_MAX_LEN + 4];
	const char *name;

	if (!arg)
		return pseudo_name(value, "value") ?: "value";
	name = expression_name(arg);
	// a statement expression (a macro's) has no short name: what was
	// written there, if the call is the code's own
	if (strstr(name, "expression") && written &&
	    argument_text(written->pos, nr, text, sizeof(text)))
		return text;
	return name;
}

