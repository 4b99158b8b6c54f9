/**
 * @generated SignedSource<<791913e1564f42169ae108eaf83b4960>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestCollaboratorsTestQuery$variables = Record<PropertyKey, never>;
export type LatestCollaboratorsTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LatestCollaborators_query">;
};
export type LatestCollaboratorsTestQuery = {
  response: LatestCollaboratorsTestQuery$data;
  variables: LatestCollaboratorsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LatestCollaboratorsTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LatestCollaborators_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LatestCollaboratorsTestQuery",
    "selections": [
      {
        "alias": "highlightedCollaborators",
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 3
          }
        ],
        "concreteType": "QueryCollaboratorsConnection",
        "kind": "LinkedField",
        "name": "collaborators",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCollaboratorsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Collaborator",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "path",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "displayName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CollaboratorWords",
                    "kind": "LinkedField",
                    "name": "readerWords",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "locale",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "headline",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "collaborators(first:3)"
      }
    ]
  },
  "params": {
    "cacheID": "b8c3b9ddb51d6d072615cc4b678400bb",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "highlightedCollaborators": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryCollaboratorsConnection"
        },
        "highlightedCollaborators.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryCollaboratorsConnectionEdge"
        },
        "highlightedCollaborators.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Collaborator"
        },
        "highlightedCollaborators.edges.node.displayName": (v0/*:: as any*/),
        "highlightedCollaborators.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "highlightedCollaborators.edges.node.path": (v0/*:: as any*/),
        "highlightedCollaborators.edges.node.readerWords": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CollaboratorWords"
        },
        "highlightedCollaborators.edges.node.readerWords.headline": (v0/*:: as any*/),
        "highlightedCollaborators.edges.node.readerWords.locale": (v0/*:: as any*/)
      }
    },
    "name": "LatestCollaboratorsTestQuery",
    "operationKind": "query",
    "text": "query LatestCollaboratorsTestQuery {\n  ...LatestCollaborators_query\n}\n\nfragment LatestCollaborators_query on Query {\n  highlightedCollaborators: collaborators(first: 3) {\n    edges {\n      node {\n        id\n        path\n        displayName\n        readerWords {\n          locale\n          headline\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "28ccd8902c01d882879edb793d6a7c05";

export default node;
