/*
 * Names for messages: see names.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lib.h"
#include "expression.h"
#include "linearize.h"
#include "symbol.h"

#include "annotations.h"
#include "names.h"

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

// the members (and elements) leading to @member at @offset in the
// aggregate @type: @member is a member's node, or an element type
static bool member_path(struct namebuf *safe nb, struct symbol *type,
	long long offset, struct symbol *safe member, int depth)
{
	struct symbol *m;

	type = base_type(type);
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION) || depth > 8)
		return false;
	FOR_EACH_PTR(type->symbol_list, m) {
		struct symbol *mt = base_type(m);
		long long size = mt ? bits_to_bytes(mt->bit_size) : 0;
		long long rest = offset - m->offset;
		int len = nb->len;

		if (member->ident && m->ident == member->ident && !rest) {
			put(nb, "%s", show_ident(m->ident));
			return true;
		}
		if (!mt || rest < 0 || rest >= size)
			continue;
		if (m->ident)
			put(nb, "%s", show_ident(m->ident));
		if (mt->type == SYM_ARRAY) {
			struct symbol *elem = base_type(mt->ctype.base_type);
			long long esize = elem ? bits_to_bytes(elem->bit_size) : 0;

			if (esize > 0) {
				put(nb, "[%lld]", rest / esize);
				rest %= esize;
				if (!rest && !member->ident)
					return true;
				mt = elem;
			}
		}
		put(nb, ".");
		if (member_path(nb, mt, rest, member, depth + 1))
			return true;
		nb->len = len;
		nb->buf[len] = '\0';
	} END_FOR_EACH_PTR(m);
	return false;
}

static void name_expr(struct namebuf *safe nb, struct expression *expr, int depth);

// '*addr', with the type @ctype: a member, an element, or a plain '*'
static void name_deref(struct namebuf *safe nb, struct expression *safe expr, int depth)
{
	struct expression *addr = expr->unop, *base = addr, *index = NULL;
	struct symbol *member = expr->ctype, *target;
	long long offset = 0;

	// a variable is '*&var'
	if (!addr || addr->type == EXPR_SYMBOL) {
		name_expr(nb, addr, depth + 1);
		return;
	}

	// constant offsets, as nested members make them
	while (base->type == EXPR_BINOP && base->op == '+' && base->left &&
	       base->right && base->right->type == EXPR_VALUE) {
		offset += base->right->value;
		base = base->left;
	}
	if (base == addr && addr->type == EXPR_BINOP && addr->op == '+' && addr->left) {
		base = addr->left;
		index = addr->right;
	}
	target = base->ctype ? base_type(base->ctype) : NULL;
	if (target && target->type == SYM_PTR)
		target = base_type(target->ctype.base_type);
	else
		target = NULL;

	if (!index && member && target &&
	    (target->type == SYM_STRUCT || target->type == SYM_UNION)) {
		int len;

		if (base->type == EXPR_PREOP && base->op == '&') {
			name_expr(nb, base->unop, depth + 1);
			put(nb, ".");
		} else {
			name_expr(nb, base, depth + 1);
			put(nb, "->");
		}
		len = nb->len;
		if (member_path(nb, target, offset, member, 0))
			return;
		nb->len = len;
		nb->buf[len] = '\0';
		if (member->ident) {
			put(nb, "%s", show_ident(member->ident));
			return;
		}
		put(nb, "+%lld", offset);
		return;
	}
	if (base != addr && target) {
		name_expr(nb, base, depth + 1);
		put(nb, "[");
		if (index) {
			// index * size, as evaluate made it
			if (index->type == EXPR_BINOP && index->op == '*')
				index = index->left;
			name_expr(nb, index, depth + 1);
		} else {
			long long size = bits_to_bytes(target->bit_size);

			put(nb, "%lld", size > 0 ? offset / size : offset);
		}
		put(nb, "]");
		return;
	}
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

static const char *argument_name(struct entrypoint *ep, int nr)
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
			return argument_name(def && def->bb ? def->bb->ep : NULL, p->nr) ?: fallback;
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

const char *safe callee_name(struct instruction *safe call)
{
	pseudo_t func = call->func;
	const char *name;

	if (func && func->type == PSEUDO_SYM && func->sym && func->sym->ident)
		return show_ident(func->sym->ident);
	name = pseudo_name(func, NULL);
	return name ? name : "function pointer";
}

const char *safe dereferenced_name(struct instruction *safe memop)
{
	struct expression *expr = memop_lvalue(memop);
	const char *name;

	if (expr && expr->type == EXPR_PREOP && expr->op == '*' && expr->unop)
		return expression_name(address_base(expr->unop));
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

struct expression *call_argument(struct instruction *safe call, int nr)
{
	struct expression *call_expr = call->opcode == OP_CALL ? call->call_expr : NULL;

	if (!call_expr || call_expr->type != EXPR_CALL || nr < 1)
		return NULL;
	return ptr_list_nth(call_expr->args, nr - 1);
}
