/**
 * @generated SignedSource<<fd97f9ed704e6e0edbf8770b8e1e4f1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewConversationPageQuery$variables = {
  hasJob: boolean;
  hasRecipient: boolean;
  job: string;
  to: string;
};
export type NewConversationPageQuery$data = {
  readonly job?: {
    readonly job: {
      readonly id: string;
      readonly slug: string;
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
  readonly recipient?: {
    readonly user: {
      readonly avatarUrl: string | null | undefined;
      readonly displayName: string;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type NewConversationPageQuery = {
  response: NewConversationPageQuery$data;
  variables: NewConversationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasJob"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasRecipient"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "job"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registered",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "to"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "avatarUrl",
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "job"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "NewConversationPageQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "condition": "hasRecipient",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recipient",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    (v4/*:: as any*/),
                    (v7/*:: as any*/),
                    (v8/*:: as any*/)
                  ],
                  "type": "User",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "user"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasJob",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "job",
            "args": (v9/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    (v4/*:: as any*/),
                    (v10/*:: as any*/),
                    (v11/*:: as any*/)
                  ],
                  "type": "Job",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "job"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "NewConversationPageQuery",
    "selections": [
      (v5/*:: as any*/),
      {
        "condition": "hasRecipient",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "recipient",
            "args": (v6/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "type": "User",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasJob",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "job",
            "args": (v9/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v4/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "type": "Job",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "8952e981e3c3191a3ab945a20abfd508",
    "id": null,
    "metadata": {},
    "name": "NewConversationPageQuery",
    "operationKind": "query",
    "text": "query NewConversationPageQuery(\n  $to: ID!\n  $job: ID!\n  $hasRecipient: Boolean!\n  $hasJob: Boolean!\n) {\n  viewer {\n    id\n    registered\n  }\n  recipient: node(id: $to) @include(if: $hasRecipient) {\n    __typename\n    ... on User {\n      id\n      displayName\n      avatarUrl\n    }\n    id\n  }\n  job: node(id: $job) @include(if: $hasJob) {\n    __typename\n    ... on Job {\n      id\n      title\n      slug\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca042e8dc4e0338ea6b639735386b5ba";

export default node;
