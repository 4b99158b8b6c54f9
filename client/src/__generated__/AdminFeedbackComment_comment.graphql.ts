/**
 * @generated SignedSource<<ec5c1a5b322548fbb958c5758be71ed2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommentReportReason = "HARASSMENT" | "INAPPROPRIATE" | "OTHER" | "SPAM" | "%future added value";
export type CommentState = "HIDDEN" | "PENDING" | "PUBLISHED" | "SPAM" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminFeedbackComment_comment$data = {
  readonly createdAt: string;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly itemSlug: string;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly replies: ReadonlyArray<{
    readonly id: string;
    readonly text: string;
  }>;
  readonly reportCount: number | null | undefined;
  readonly reports: ReadonlyArray<{
    readonly createdAt: string;
    readonly reason: CommentReportReason;
  }> | null | undefined;
  readonly state: CommentState | null | undefined;
  readonly text: string;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "AdminFeedbackComment_comment";
};
export type AdminFeedbackComment_comment$key = {
  readonly " $data"?: AdminFeedbackComment_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminFeedbackComment_comment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminFeedbackComment_comment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemSlug",
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
      "name": "website",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reportCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CommentReport",
      "kind": "LinkedField",
      "name": "reports",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "replies",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "ef77fca717f36e0a69576d54da76fda5";

export default node;
