import type { MenuNode } from "@roster/contract";

let created = 0;

/** A menu entry as getMenu sends it: enabled, visible, a root opening `/pages/<id>/index`. */
export function menuNode(menu_id: string, fields: Partial<MenuNode> = {}): MenuNode {
  created += 1;
  return {
    _id: menu_id,
    menu_id,
    name: menu_id,
    icon: "",
    url: `/pages/${menu_id}/index`,
    comment: "",
    sort: 0,
    parent_id: null,
    enable: true,
    hidden_menu: false,
    create_date: created,
    children: [],
    ...fields,
  };
}
