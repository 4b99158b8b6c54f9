/**
 * @generated SignedSource<<cf9e2561c0f6a7d5f5e11a67fcddcf0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CommentReportReason = "HARASSMENT" | "INAPPROPRIATE" | "OTHER" | "SPAM" | "%future added value";
export type CommentsSectionReportMutation$variables = {
  id: string;
  reason: CommentReportReason;
};
export type CommentsSectionReportMutation$data = {
  readonly reportComment: {
    readonly __typename: "ConflictError";
    readonly code: string;
  } | {
    readonly __typename: "MutationReportCommentSuccess";
    readonly data: {
      readonly reportedAt: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CommentsSectionReportMutation = {
  response: CommentsSectionReportMutation$data;
  variables: CommentsSectionReportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "reason"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "reason",
        "variableName": "reason"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reportComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CommentReportReceipt",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reportedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationReportCommentSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "ConflictError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CommentsSectionReportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommentsSectionReportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fa6aa84cfe90c02bb173f30ab0ddb980",
    "id": null,
    "metadata": {},
    "name": "CommentsSectionReportMutation",
    "operationKind": "mutation",
    "text": "mutation CommentsSectionReportMutation(\n  $id: ID!\n  $reason: CommentReportReason!\n) {\n  reportComment(id: $id, reason: $reason) {\n    __typename\n    ... on MutationReportCommentSuccess {\n      data {\n        reportedAt\n      }\n    }\n    ... on ConflictError {\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9509b612a58da69f1a64b20716379afb";

export default node;
