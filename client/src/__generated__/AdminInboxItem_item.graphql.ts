/**
 * @generated SignedSource<<19abeb3b7647316a98451fdbcf07f197>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactSubject = "GENERAL" | "JOBS" | "OTHER" | "PARTNERSHIP" | "SUPPORT" | "%future added value";
export type CooperationType = "CONSULTATION" | "DEVELOPMENT" | "INTERVIEW" | "OTHER" | "%future added value";
export type InboxKind = "CONTACT" | "COOPERATION" | "EDUCATION" | "ERROR_REPORT" | "%future added value";
export type InboxState = "ASSIGNED" | "CLOSED" | "OPEN" | "REPLIED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminInboxItem_item$data = {
  readonly assignee: {
    readonly id: string;
  } | null | undefined;
  readonly cooperationType: CooperationType | null | undefined;
  readonly createdAt: string;
  readonly email: string;
  readonly failingPath: string | null | undefined;
  readonly failingStatus: number | null | undefined;
  readonly id: string;
  readonly kind: InboxKind;
  readonly message: string;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly replyCount: number;
  readonly state: InboxState;
  readonly subject: ContactSubject | null | undefined;
  readonly trackingCode: string | null | undefined;
  readonly " $fragmentType": "AdminInboxItem_item";
};
export type AdminInboxItem_item$key = {
  readonly " $data"?: AdminInboxItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminInboxItem_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminInboxItem_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cooperationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failingPath",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failingStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trackingCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "replyCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "assignee",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InboxItem",
  "abstractKey": null
};
})();

(node as any).hash = "29ff4fbf5a3b660cb152078258fe0dec";

export default node;
