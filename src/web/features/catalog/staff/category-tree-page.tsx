import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useState } from "react";
import type { AdminCategory, CategoryTreeNode } from "../../../../contract/catalog-admin.js";
import { ApiError } from "../../../api/api-client.js";
import { useShop, useT } from "../../../shop-context.js";
import { buttonClass, secondaryButtonClass } from "../../../ui/staff-kit.js";
import { useToast } from "../../../ui/toast.js";
import { categoriesTreeQuery } from "../api/catalog-staff-queries.js";
import { CategoryForm } from "./category-form.js";

type Drop = { target: number; position: "first-child" | "left" | "right" };

/**
 * The type-category tree editor (spec §2): add, edit, move by drag (onto a category to nest, onto
 * its top or bottom edge to place before or after), delete. Forms close after a save or delete and
 * the tree reloads (spec §4); a refused move shows the server's name error (spec §8).
 */
export function CategoryTreePage() {
  const t = useT("catalog");
  const { api } = useShop();
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ category: AdminCategory | null; parent: number | null } | null>(
    null,
  );
  const [dragged, setDragged] = useState<number | null>(null);
  const treeQuery = categoriesTreeQuery(api);
  const tree = useQuery(treeQuery);
  const reload = () => client.invalidateQueries({ queryKey: treeQuery.queryKey });
  const move = useMutation({
    mutationFn: ({ id, drop }: { id: number; drop: Drop }) =>
      api.call("catalog:admin-category-move", { method: "PATCH", params: { id }, body: drop }),
    onSuccess: () => {
      toast.success(t("staff.saved"));
      return reload();
    },
    onError: (e) =>
      toast.error(
        e instanceof ApiError ? (e.fieldErrors("name")[0] ?? e.firstMessage()) : t("staff.saveFailed"),
      ),
  });

  const onDrop = (e: DragEvent, node: CategoryTreeNode) => {
    e.preventDefault();
    if (dragged === null || dragged === node.id) return;
    const box = e.currentTarget.getBoundingClientRect();
    const at = (e.clientY - box.top) / box.height;
    const position = at < 0.25 ? "left" : at > 0.75 ? "right" : "first-child";
    move.mutate({ id: dragged, drop: { target: node.id, position } });
    setDragged(null);
  };

  const renderNode = (node: CategoryTreeNode) => (
    <li key={node.id}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse way; keyboard users move a category with the form's parent field */}
      <div
        draggable
        onDragStart={() => setDragged(node.id)}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => onDrop(e, node)}
        className={`flex flex-wrap items-center justify-between gap-2 rounded border px-2 py-1.5 ${dragged === node.id ? "opacity-50" : ""} ${editing?.category?.id === node.id ? "border-teal-700 bg-teal-50" : "border-gray-200 bg-white"}`}
        data-testid="category-node"
      >
        <span className="flex min-w-0 flex-wrap items-center gap-x-2">
          <span aria-hidden="true" className="cursor-grab text-gray-400">
            ⠿
          </span>
          <span className={node.for_display ? "" : "text-gray-400 line-through"}>{node.name}</span>
          <span className="break-all text-xs text-gray-500">
            /{node.url_path}/ · {node.product_count}
          </span>
        </span>
        <span className="flex gap-1">
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setEditing({ category: null, parent: node.id })}
            aria-label={t("staff.addChildOf", { name: node.name })}
          >
            +
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setEditing({ category: node, parent: node.parent })}
          >
            {t("staff.edit")}
          </button>
        </span>
      </div>
      {node.nodes.length > 0 && <ul className="ml-3 mt-1 space-y-1 sm:ml-6">{node.nodes.map(renderNode)}</ul>}
    </li>
  );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("staff.categoryTree")}</h1>
        <button
          type="button"
          className={buttonClass}
          onClick={() => setEditing({ category: null, parent: null })}
        >
          {t("staff.addRoot")}
        </button>
      </div>
      <p className="mb-3 text-sm text-gray-600">{t("staff.dragHint")}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        {tree.isError ? (
          <p role="alert" className="text-red-700">
            {t("staff.loadFailed")}
          </p>
        ) : !tree.data ? (
          <p>{t("loading")}</p>
        ) : (
          <ul className="space-y-1" aria-label={t("staff.categoryTree")}>
            {tree.data.map(renderNode)}
          </ul>
        )}
        {editing && (
          <CategoryForm
            key={`${editing.category?.id ?? "new"}-${editing.parent}`}
            category={editing.category}
            parent={editing.parent}
            onDone={async () => {
              setEditing(null);
              await reload();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </div>
    </div>
  );
}
